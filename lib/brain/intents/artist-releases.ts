// "What has Nova Reyes released?": an artist's releases (by display artist) with their status.
import { releaseStatusLabel } from '../../distribution';
import { formatDate } from '../../platform/format';
import { releasesOf } from './entities';
import { normalize } from './text';
import { plural, type Intent } from './types';

const WORDS =
  /\b(?:releases?|released|releasing|albums?|singles?|eps?|songs?|tracks?|catalog\w*|discography|music|projects?)\b/;

const UPCOMING = /\b(?:coming out|come out|coming up|upcoming|next|due|planned|in the pipeline|on the way)\b/;

const STATUS_WORD = /\b(live|drafts?|scheduled|rejected|review|uploaded|approved|failed)\b/;

export const artistReleasesIntent: Intent = {
  key: 'artist-releases',
  description: "An artist's releases by artist name, each with its status.",
  entity: 'artist',
  matches: (f) =>
    (WORDS.test(f.raw.toLowerCase()) ||
      f.has('release', 'catalog', 'doing', 'live', 'scheduled', 'draft') ||
      f.test(UPCOMING)) &&
    !f.has('earn', 'waiting'),
  namePatterns: [
    /(?:releases|albums|singles|songs|tracks|music|catalog\w*|discography|projects) (?:by|from|of) (?:the )?(?:artist )?(.+?)\s*[?.!]*$/i,
    /what (?:has|did) (.+?) release/i,
    /^(?:list |show )?(.+?)(?:'s|’s) (?:releases|albums|singles|songs|tracks|music|catalog\w*|discography)/i,
  ],
  async answer(ctx, artist, f) {
    const all = (await releasesOf(ctx)).filter((r) => normalize(r.primaryArtist) === normalize(artist!));
    const name = all[0]?.primaryArtist ?? artist!;
    // "what does Nova have coming out": dated after today; "this year": dated in the period.
    const now = new Date();
    const upcoming = !!f && UPCOMING.test(f.raw.toLowerCase());
    // "came out this year": dated in the period and out already; "what did X put out" is every release.
    const out = !!f?.period && !upcoming && /\b(?:came out|put out|went live|dropped)\b/i.test(f.raw);
    const start = f?.period?.start;
    const end = f?.period?.end ?? now;
    const mine = all.filter(
      (r) =>
        (!upcoming || (r.releaseDate && r.releaseDate > now)) &&
        (!out || (r.releaseDate && r.releaseDate <= now)) &&
        (!start || (r.releaseDate && r.releaseDate >= start && r.releaseDate < end)),
    );
    const scope = upcoming ? ' coming out (dated after today)' : start ? ` dated ${f!.period!.label}` : '';
    const link = { href: `/projects?q=${encodeURIComponent(name)}`, label: `Projects of ${name}` };
    const list = mine
      .slice(0, 12)
      .map(
        (r) =>
          `"${r.title}" (${releaseStatusLabel(r.status, r.releaseDate)}${scope && r.releaseDate ? `, ${formatDate(r.releaseDate)}` : ''})`,
      );
    const more = mine.length > 12 ? ` and ${mine.length - 12} more` : '';
    // "how many live releases does Nova have", "Kairo's drafts": the releases of that status counted first.
    const status = f?.raw.toLowerCase().match(STATUS_WORD)?.[1];
    const label = (r: (typeof mine)[number]) => releaseStatusLabel(r.status, r.releaseDate).toLowerCase();
    const ofStatus = status ? mine.filter((r) => label(r).includes(status.replace(/s$/, ''))) : [];
    const counted = status
      ? `${name} has ${plural(ofStatus.length, `${status.replace(/s$/, '')} release`)}${ofStatus.length ? ` (${ofStatus.map((r) => `"${r.title}"`).join(', ')})` : ''}. `
      : '';
    return {
      intent: this.key,
      text: `${counted}${name} has ${plural(mine.length, 'release')}${scope}${list.length ? `: ${list.join(', ')}${more}` : ''}.`,
      link,
    };
  },
};
