// "How much did Golden Hour earn?": the release's gross earnings (all contributors) and the owner's share
// (net after the other splits), from the same allocation totals the projects and earnings pages read.
import { formatMoney } from '../../platform/format';
import { earningsBy, releaseEarningsCents, releaseGrossNetCents } from '@/lib/royalties';
import { aboutOtherArea } from './areas';
import { ranking } from './earnings-aggregate';
import { releasesOf, tracksOf } from './entities';
import { normalize } from './text';
import { plural } from './types';
import type { Intent } from './types';

const EARN =
  /\b(?:earn\w*|revenue|royalt\w*|income|made|make|makes|making|gross|net|money|paid|generated?|brought in)\b/;
const TOP = /\b(?:top|most|highest|best|biggest|leading)\b/;

export const releaseEarnings: Intent = {
  key: 'release-earnings',
  description: "A release's earnings by title: gross (all contributors) and the owner's net share, in USD.",
  entity: 'release',
  // Not a ranking, a comparison or a total (earnings-ranking, -compare, -total), nor another area's money.
  matches: (f) =>
    (f.has('earn') || EARN.test(f.raw.toLowerCase())) &&
    !(TOP.test(f.raw.toLowerCase()) && !/\b(?:release|album|single)\s+\S/i.test(f.raw)) &&
    f.order === null &&
    // "gross vs net for Golden Hour" asks for both figures of one release, not a comparison of two.
    (!f.has('versus', 'more', 'less', 'total') || /\bgross\b.*\bnet\b|\bnet\b.*\bgross\b/i.test(f.raw)) &&
    !aboutOtherArea(f),
  namePatterns: [
    /how much (?:money |revenue |income )?(?:has|did|does|have) (.+?) (?:earn|make|made|bring|generate|gross)/i,
    /(?:earnings|revenue|royalties|income|gross|net)\s+(?:of|for|from|on)\s+(.+?)(?:\s+(?:so far|to date|in total|this \w+|last \w+))?\s*[?.!]*$/i,
    /what (?:did|has|does) (.+?) (?:earn|make|made|gross|bring|brought|pull|generate)/i,
    /^(.+?)(?:'s|’s)? (?:earnings|revenue|royalties|income)/i,
  ],
  /** An artist's releases together: gross of all of them (as the asking user may see them). */
  async forArtist(ctx, artist, f) {
    const mine = (await releasesOf(ctx)).filter((r) => normalize(r.primaryArtist) === normalize(artist));
    const name = mine[0]?.primaryArtist ?? artist;
    const earned = f?.period
      ? await earningsBy('releaseId', f.period)
      : await releaseEarningsCents(mine.map((r) => r.id));
    const gross = mine.reduce((s, r) => s + (earned.get(r.id) ?? 0), 0);
    const top = mine
      .filter((r) => earned.get(r.id))
      .sort((a, b) => earned.get(b.id)! - earned.get(a.id)!)
      .map((r) => `"${r.title}" ${formatMoney(earned.get(r.id)!)}`);
    return {
      intent: this.key,
      text:
        `${name}'s ${plural(mine.length, 'release')} earned ${formatMoney(gross)}${f?.period ? ` ${f.period.label}` : ''} gross (all contributors, from imported store statements)` +
        (top.length ? `: ${top.join(', ')}.` : '.'),
      link: { href: `/projects?q=${encodeURIComponent(name)}`, label: `Projects of ${name}` },
    };
  },
  /** A track's earnings ("how much did Afterglow earn"): its allocations, gross. */
  async forTrack(ctx, trackId, f) {
    const t = (await tracksOf(ctx)).find((x) => x.id === trackId)!;
    const cents = new Map(await ranking(ctx, 'track', f)).get(t.title) ?? 0;
    return {
      intent: this.key,
      text: `The track "${t.title}" (on "${t.release.title}" by ${t.release.primaryArtist}) earned ${formatMoney(cents)}${f?.period ? ` ${f.period.label}` : ''} gross (all contributors, from imported store statements).`,
      link: { href: `/project/${t.releaseId}`, label: `${t.release.title} (project page)` },
    };
  },
  async answer(ctx, id, f) {
    const r = (await releasesOf(ctx)).find((x) => x.id === id)!;
    if (f?.period) {
      const cents = (await earningsBy('releaseId', f.period)).get(r.id) ?? 0;
      return {
        intent: this.key,
        text: `"${r.title}" by ${r.primaryArtist} earned ${formatMoney(cents)} ${f.period.label} (gross, all contributors, from imported store statements).`,
        link: { href: `/project/${r.id}`, label: `${r.title} (project page)` },
      };
    }
    // The same two figures as /projects and the project page (gross: every contributor; net: the owner's share).
    const { grossCents: gross, netCents: net } = (await releaseGrossNetCents([r.id])).get(r.id)!;
    const link = { href: `/project/${r.id}`, label: `${r.title} (project page)` };
    const name = `"${r.title}" by ${r.primaryArtist}`;
    if (gross === 0)
      return {
        intent: this.key,
        text: `${name} has no earnings yet ($0.00 gross): no imported statement row is matched to it.`,
        link,
      };
    const whose = r.ownerId === ctx.user.id ? 'your' : `${r.owner.name}'s`;
    return {
      intent: this.key,
      text:
        `${name} earned ${formatMoney(gross)} gross (all contributors, from imported store statements); ` +
        `${whose} share, net after the other splits, is ${formatMoney(net)}.`,
      link,
    };
  },
};
