// "How much did Golden Hour earn?": the release's gross earnings (all contributors) and the owner's share
// (net after the other splits), from the same allocation totals the projects and earnings pages read.
import { formatMoney } from '../../platform/format';
import { releaseEarningsCents, releaseGrossNetCents } from '@/lib/royalties';
import { releasesOf } from './entities';
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
  matches: (c) =>
    EARN.test(c.toLowerCase()) && !(TOP.test(c.toLowerCase()) && !/\b(?:release|album|single)\s+\S/i.test(c)),
  namePatterns: [
    /how much (?:money |revenue |income )?(?:has|did|does|have) (.+?) (?:earn|make|made|bring|generate|gross)/i,
    /(?:earnings|revenue|royalties|income|gross|net)\s+(?:of|for|from|on)\s+(.+?)(?:\s+(?:so far|to date|in total|this \w+|last \w+))?\s*[?.!]*$/i,
    /what (?:did|has|does) (.+?) (?:earn|make|made|gross)/i,
    /^(.+?)(?:'s|’s)? (?:earnings|revenue|royalties|income)/i,
  ],
  /** An artist's releases together: gross of all of them (as the asking user may see them). */
  async forArtist(ctx, artist) {
    const mine = (await releasesOf(ctx)).filter((r) => normalize(r.primaryArtist) === normalize(artist));
    const name = mine[0]?.primaryArtist ?? artist;
    const earned = await releaseEarningsCents(mine.map((r) => r.id));
    const gross = mine.reduce((s, r) => s + (earned.get(r.id) ?? 0), 0);
    const top = mine
      .filter((r) => earned.get(r.id))
      .sort((a, b) => earned.get(b.id)! - earned.get(a.id)!)
      .map((r) => `"${r.title}" ${formatMoney(earned.get(r.id)!)}`);
    return {
      intent: this.key,
      text:
        `${name}'s ${plural(mine.length, 'release')} earned ${formatMoney(gross)} gross (all contributors, from imported store statements)` +
        (top.length ? `: ${top.join(', ')}.` : '.'),
      link: { href: `/projects?q=${encodeURIComponent(name)}`, label: `Projects of ${name}` },
    };
  },
  async answer(ctx, id) {
    const r = (await releasesOf(ctx)).find((x) => x.id === id)!;
    // The same two figures as /projects and the project page (gross: every contributor; net: the owner's share).
    const { grossCents: gross, netCents: net } = (await releaseGrossNetCents([r.id])).get(r.id)!;
    const link = { href: `/project/${r.id}`, label: `${r.title} (project page)` };
    const name = `"${r.title}" by ${r.primaryArtist}`;
    if (gross === 0)
      return {
        intent: this.key,
        text: `${name} has no earnings yet: no imported statement row is matched to it.`,
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
