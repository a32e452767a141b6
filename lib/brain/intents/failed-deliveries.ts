// "Which deliveries failed?": deliveries a store failed or rejected, with the store's reason.
import { deliveryCountsByStore, failedDeliveries } from '@/lib/distribution';
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
    const { total, items } = await failedDeliveries(10);
    const link = { href: '/delivery-management', label: 'Delivery management' };
    if (total === 0) return { intent: this.key, text: 'No store delivery has failed.', link };
    const list = items.map(
      (d) =>
        `"${d.release.title}" to ${d.store.name}${d.status === 'rejected' ? ' (rejected' : ' (failed'}${d.lastError ? `: ${d.lastError.slice(0, 120)})` : ')'}`,
    );
    const more = total > items.length ? ` and ${total - items.length} more` : '';
    const verb = total === 1 ? 'has' : 'have';
    // "Failed vs acknowledged": the acknowledged count beside the failed ones.
    const both = f?.has('versus') || /\b(?:acknowledged|acked|succeeded|successful|went through)\b/i.test(f?.raw ?? '');
    const acked = both
      ? (await deliveryCountsByStore()).filter((r) => r.status === 'acknowledged').reduce((s, r) => s + r.count, 0)
      : 0;
    return {
      intent: this.key,
      text: `${both ? `${plural(acked, 'delivery', 'deliveries')} acknowledged vs ${total} failed or rejected. ` : ''}${plural(total, 'delivery', 'deliveries')} ${verb} failed: ${list.join(', ')}${more}.`,
      link,
    };
  },
};
