// A release's royalty split as /auto-royalty-splits shows it (listReleaseSplits of royalties): the current
// release-level split sheet's shares (who gets what percent, with their role), the track-level sheets, and
// whether the owner has a default split; as the asking user (an artist sees only their own releases).
import { listReleaseSplits } from '@/lib/royalties';
import { mentioned } from './entities';
import { plural, type Intent } from './types';

const SPLIT =
  /\bsplits?\b|\bsplit sheets?\b|\bwho gets (?:a |what |which )?(?:share|cut|split|percent\w*|%)|\b(?:shares?|percentages?) (?:on|of|for|in)\b|\bwho (?:is|are) (?:on|in) the split\b/i;

export const releaseSplitsIntent: Intent = {
  key: 'release-splits',
  description:
    "A release's royalty split: each share's holder, role and percent, track-level sheets, the default split.",
  entity: 'release',
  matches: (f) => SPLIT.test(f.raw) && !/\b(?:how much|earn\w*|made|make|paid|money|\$)\b/i.test(f.raw),
  async answer(ctx, id, f) {
    // "the Golden Hour (Song) split sheet" names a musical work: its signatures are work-status's.
    if (f && (await mentioned(ctx, 'work', f.raw)).length) return null;
    const s = await listReleaseSplits(ctx.user, id!);
    const now = new Date().toISOString().slice(0, 7);
    const releaseSheets = s.sheets.filter((x) => x.releaseId === s.release.id);
    const current = releaseSheets.find((x) => x.effectiveFrom <= now) ?? releaseSheets[0];
    const trackSheets = s.sheets.filter((x) => x.trackId).length;
    const shares = current?.shares.map((x) => `${x.name} ${x.shareBps / 100}% (${x.role.replace(/_/g, ' ')})`) ?? [];
    const head = current
      ? `"${s.release.title}" by ${s.release.primaryArtist}: split from ${current.effectiveFrom}: ${shares.join(', ')}`
      : `"${s.release.title}" by ${s.release.primaryArtist} has no release split sheet: the owner receives 100%${s.defaultSplit ? ' unless their default split applies' : ''}`;
    return {
      intent: this.key,
      text: `${head}. ${plural(releaseSheets.length, 'release split sheet')} in its history, ${plural(trackSheets, 'track-level split sheet')}.`,
      link: { href: '/auto-royalty-splits', label: 'Royalty splits' },
    };
  },
};
