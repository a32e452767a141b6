// Delivery attempts: how many tries a release's delivery to a store took ("how many attempts did the Summer
// Drive delivery to Spotify take"), every store's for one release, or the deliveries retried most across the
// catalogue, from the release overview the project page and delivery management read.
import { releaseOverview } from '@/lib/distribution';
import { mentioned, releasesOf } from './entities';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const ATTEMPTS = /\b(?:attempts?|attempted|retries|retried|retry|retrys|tries|tried|resen[dt]s?|re-?sen[dt]s?)\b/i;

export const deliveryAttemptsIntent: Intent = {
  key: 'delivery-attempts',
  description:
    'How many attempts (tries, retries) a release took to deliver to each store, or the most retried deliveries.',
  matches: (f) =>
    ATTEMPTS.test(f.raw) &&
    !/\b(?:log ?ins?|sign ?ins?|passwords?|2fa|mfa)\b/i.test(f.raw) &&
    !f.has('quiz', 'student', 'course', 'lesson', 'school', 'email', 'payout', 'statement', 'import'),
  async answer(ctx, _id, f) {
    if (!f) return null;
    const denied = staffOnly(ctx, this.key, 'delivery attempts');
    if (denied) return denied;
    const [named, stores] = await Promise.all([mentioned(ctx, 'release', f.raw), mentioned(ctx, 'store', f.raw)]);
    const wanted = new Set(stores.map((s) => s.name));
    const releases = named.length ? named : (await releasesOf(ctx)).map((r) => ({ id: r.id, name: r.title }));
    const rows = (
      await Promise.all(
        releases.map(async (r) => {
          const o = await releaseOverview(ctx.user, r.id);
          return o.deliveries
            .filter((d) => !wanted.size || wanted.has(d.store.name))
            .map((d) => ({ release: o.title, store: d.store.name, attempts: d.attempts, status: d.status }));
        }),
      )
    ).flat();
    const link = { href: '/delivery-management', label: 'Delivery management' };
    const one = (d: (typeof rows)[number]) =>
      `"${d.release}" to ${d.store}: ${plural(d.attempts, 'attempt')} (${d.status})`;
    if (named.length) {
      if (!rows.length)
        return {
          intent: this.key,
          text: `${named.map((r) => `"${r.name}"`).join(', ')} ${named.length === 1 ? 'has' : 'have'} no delivery${wanted.size ? ` to ${[...wanted].join(', ')}` : ''} yet.`,
          link,
        };
      return { intent: this.key, text: `Delivery attempts: ${rows.map(one).join('; ')}.`, link };
    }
    if (!rows.length) return { intent: this.key, text: 'No delivery has been attempted yet.', link };
    const ranked = [...rows].sort((a, b) => b.attempts - a.attempts || a.release.localeCompare(b.release));
    const total = rows.reduce((s, d) => s + d.attempts, 0);
    const retried = rows.filter((d) => d.attempts > 1).length;
    return {
      intent: this.key,
      text: `Most attempts: ${one(ranked[0])}. Next: ${ranked.slice(1, 6).map(one).join('; ')}. ${plural(retried, 'delivery', 'deliveries')} of ${rows.length} took more than one attempt; ${plural(total, 'attempt')} in all (average ${(total / rows.length).toFixed(1)}).`,
      link,
    };
  },
};
