// "Which deliveries failed?": deliveries a store failed or rejected, with the store's reason, the attempts
// and when; narrowed to a store named ("the failed tidal delivery") or a period ("this week"), and counted
// per store when asked which store fails most.
import { formatDate } from '../../platform/format';
import { deliveryCountsByStore, failedDeliveries } from '@/lib/distribution';
import { mentioned } from './entities';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const FAIL = /\b(?:fail\w*|error\w*|reject\w*|stuck|bounced?|broken|problems?|issues?|wrong)\b/;
const DELIVERY = /\b(?:deliver\w*|stores?|dsps?|ddex|sent|sending)\b/;

export const failedDeliveriesIntent: Intent = {
  key: 'failed-deliveries',
  description: 'Store deliveries that failed or were rejected, most recent first, with the reason.',
  matches: (f) =>
    (FAIL.test(f.raw.toLowerCase()) || f.has('failed')) &&
    (DELIVERY.test(f.raw.toLowerCase()) || f.has('delivery', 'store')),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'failed deliveries');
    if (denied) return denied;
    const { total, items: all } = await failedDeliveries(200);
    const link = { href: '/delivery-management', label: 'Delivery management' };
    if (total === 0) return { intent: this.key, text: 'No store delivery has failed.', link };
    const stores = f ? await mentioned(ctx, 'store', f.raw) : [];
    const start = f?.period?.start;
    const end = f?.period?.end ?? new Date();
    const items = all.filter(
      (d) =>
        (!stores.length || stores.some((s) => s.name === d.store.name)) &&
        (!start || (d.updatedAt >= start && d.updatedAt < end)),
    );
    const scope = `${stores.length ? ` to ${stores.map((s) => s.name).join(' or ')}` : ''}${f?.period ? ` ${f.period.label}` : ''}`;
    const list = items
      .slice(0, 10)
      .map(
        (d) =>
          `"${d.release.title}" to ${d.store.name} (${d.status}${d.lastError ? `: ${d.lastError.slice(0, 120)}` : ''})`,
      );
    const more = items.length > 10 ? ` and ${items.length - 10} more` : '';
    // How often each was tried and when it last failed: "how many retries", "when did it fail".
    const tries = items
      .slice(0, 10)
      .map(
        (d) =>
          `"${d.release.title}" to ${d.store.name} ${plural(d.attempts, 'attempt')}, last ${formatDate(d.updatedAt)}`,
      );
    // "Which store fails the most": failed deliveries counted per store.
    const perStore = new Map<string, number>();
    for (const d of items) perStore.set(d.store.name, (perStore.get(d.store.name) ?? 0) + 1);
    const ranked = [...perStore].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const byStore =
      f && f.has('store') && (f.order || /\bwhich stores?\b|\bper store\b|\bby store\b/i.test(f.raw)) && ranked.length
        ? `Most failures: ${ranked[0][0]} (${ranked[0][1]}). Failed by store: ${ranked.map(([n, c]) => `${n} ${c}`).join(', ')}. `
        : '';
    // "Failed vs acknowledged": the acknowledged count beside the failed ones.
    const both = f?.has('versus') || /\b(?:acknowledged|acked|succeeded|successful|went through)\b/i.test(f?.raw ?? '');
    const acked = both
      ? (await deliveryCountsByStore()).filter((r) => r.status === 'acknowledged').reduce((s, r) => s + r.count, 0)
      : 0;
    const head = both
      ? `${plural(acked, 'delivery', 'deliveries')} acknowledged vs ${items.length} failed or rejected. `
      : '';
    if (!items.length)
      return {
        intent: this.key,
        text: `${head}No delivery${scope} has failed (${plural(total, 'failed delivery', 'failed deliveries')} in all).`,
        link,
      };
    const verb = items.length === 1 ? 'has' : 'have';
    return {
      intent: this.key,
      text: `${head}${byStore}${plural(items.length, 'delivery', 'deliveries')}${scope} ${verb} failed: ${list.join(', ')}${more}. Attempts: ${tries.join('; ')}.`,
      link,
    };
  },
};
