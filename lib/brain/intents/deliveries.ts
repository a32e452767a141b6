// Deliveries by store: one store's ("how many deliveries to Spotify"), every store's ("deliveries by
// store"), the counts by state ("how many deliveries are in flight") and the stores we deliver to, from the
// delivery-management page's figures.
import { deliveryCountsByStore, enabledStoreCount, releaseOverview } from '../../distribution';
import { catalogueNames } from './areas';
import { mentioned, releasesOf } from './entities';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const MOVING = ['queued', 'sending', 'delivered'];
const FAILED = ['failed', 'rejected'];
const link = { href: '/delivery-management', label: 'Delivery management' };

export const deliveriesIntent: Intent = {
  key: 'deliveries-by-store',
  description: 'Deliveries per store and by state (acknowledged, on the way, failed), or for one store by name.',
  // "how many releases are on Apple Music": a release count at a store named in the clause (checked in answer).
  matches: (f) =>
    (f.has('delivery', 'store', 'delivered') ||
      (f.has('release') && f.test(/\b(?:on|in|to)\b/)) ||
      // "what's live on spotify": a store named after "live on" (checked in answer).
      (f.has('live') && f.test(/\blive (?:on|at|in)\b/))) &&
    !f.has('statement', 'import', 'earn', 'track'),
  async answer(ctx, _id, f) {
    if (!f) return null;
    const denied = staffOnly(ctx, this.key, 'deliveries by store');
    if (denied) return denied;
    const stores = await mentioned(ctx, 'store', f.raw);
    if (!stores.length && !f.has('delivery', 'store', 'delivered')) return null;
    // A release's stores are its status (release-status); failed ones alone are failed-deliveries.
    if (
      !stores.length &&
      ((await catalogueNames(ctx, f)).releases.length ||
        // "failed vs acknowledged" asks for both counts; "failed ones" alone is failed-deliveries'.
        (f.has('failed') &&
          !f.has('count', 'list', 'versus') &&
          !/\b(?:acknowledged|acked|succeeded|successful|went through)\b/i.test(f.raw)))
    )
      return null;
    // "which release has the most deliveries": acknowledged deliveries counted per release.
    if (f.order && f.has('release', 'track') && !stores.length) {
      const per = await Promise.all(
        (await releasesOf(ctx)).map(async (r) => {
          const o = await releaseOverview(ctx.user, r.id);
          return [r.title, o.deliveries.filter((d) => d.status === 'acknowledged').length] as const;
        }),
      );
      const ranked = per.sort((a, b) => (f.order === 'least' ? a[1] - b[1] : b[1] - a[1]) || a[0].localeCompare(b[0]));
      return {
        intent: this.key,
        text: `${f.order === 'least' ? 'Fewest' : 'Most'} deliveries acknowledged: "${ranked[0][0]}" (${plural(ranked[0][1], 'store')}). By release: ${ranked.map(([t, n]) => `"${t}" ${n}`).join(', ')}.`,
        link,
      };
    }
    const rows = await deliveryCountsByStore();
    const sum = (store: string | null, states: string[]) =>
      rows
        .filter((r) => (store === null || r.store === store) && states.includes(r.status))
        .reduce((s, r) => s + r.count, 0);
    if (stores.length)
      return {
        intent: this.key,
        text: stores
          .map(
            (s) =>
              `${s.name}: ${plural(sum(s.name, ['acknowledged']), 'release')} acknowledged (deliveries), ${sum(s.name, MOVING)} on the way, ${sum(s.name, FAILED)} failed or rejected.`,
          )
          .join(' '),
        link,
      };
    // "which store has the most deliveries", "our busiest store": stores ranked by acknowledged deliveries.
    const ranking = (f.order || /\bbusiest\b/i.test(f.raw)) && f.has('store') && !f.has('failed');
    if (ranking || f.test(/\b(?:by|per|each|every) store\b|\bbreakdown\b|\bper dsp\b/)) {
      const names = [...new Set(rows.map((r) => r.store))].sort(
        (a, b) => sum(b, ['acknowledged']) - sum(a, ['acknowledged']) || a.localeCompare(b),
      );
      if (f.order === 'least') names.reverse();
      const lead = ranking
        ? `${f.order === 'least' ? 'Fewest' : 'Most'} deliveries acknowledged: ${names[0]} (${plural(sum(names[0], ['acknowledged']), 'delivery', 'deliveries')}). `
        : '';
      return {
        intent: this.key,
        // "total deliveries acknowledged by stores": the breakdown ends with the total.
        text: `${lead}Deliveries by store: ${names.map((n) => `${n} ${sum(n, ['acknowledged'])} acknowledged${sum(n, FAILED) ? `, ${sum(n, FAILED)} failed` : ''}`).join('; ')}. In all: ${plural(sum(null, ['acknowledged']), 'delivery', 'deliveries')} acknowledged, ${sum(null, FAILED)} failed or rejected.`,
        link,
      };
    }
    if (
      f.test(/\bdelivery to\b|\bdo we delivery\b|\bcount store\b/) ||
      (f.has('store') && f.has('count') && !f.has('delivery'))
    ) {
      return { intent: this.key, text: `We deliver to ${plural(await enabledStoreCount(), 'store')} (enabled).`, link };
    }
    return {
      intent: this.key,
      text: `${plural(sum(null, ['acknowledged']), 'delivery', 'deliveries')} acknowledged, ${plural(sum(null, MOVING), 'delivery', 'deliveries')} in flight (queued, sending or awaiting acknowledgement), ${plural(sum(null, FAILED), 'delivery', 'deliveries')} failed or rejected.`,
      link,
    };
  },
};
