// "Which payouts are pending?": payout requests awaiting a decision or the transfer (the payments page).
import { allPages } from '../../platform/paging';
import { formatDate, formatMoney } from '../../platform/format';
import { listPayoutsForAdmin } from '@/lib/royalties';
import type { Frame } from '../understand/frame';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

type Payout = Awaited<ReturnType<typeof listPayoutsForAdmin>>['items'][number];

/** "Payout requests in November 2026: 2, $150.00 in total (average $75.00): 1 paid, 1 pending, 0 rejected. " */
async function requestsOf(pending: Payout[], f: Frame): Promise<string> {
  const [paid, rejected] = await Promise.all(
    (['paid', 'rejected'] as const).map((status) => allPages((q) => listPayoutsForAdmin({ ...q, status }))),
  );
  const start = f.period?.start;
  const end = f.period?.end ?? new Date();
  const within = (p: Payout) => !start || (p.createdAt >= start && p.createdAt < end);
  const [a, b, c] = [pending.filter(within), paid.filter(within), rejected.filter(within)];
  const all = [...a, ...b, ...c];
  const total = all.reduce((s, p) => s + p.amountCents, 0);
  const avg = all.length ? Math.round(total / all.length) : 0;
  return `Payout requests${f.period ? ` ${f.period.label}` : ''}: ${all.length}, ${formatMoney(total)} in total (average ${formatMoney(avg)} per request): ${b.length} paid, ${a.length} pending, ${c.length} rejected. `;
}

const WORDS = /\b(?:payouts?|pay ?outs?|withdrawals?|cash ?outs?|payment requests?|waiting to be paid|owed)\b/;

export const pendingPayoutsIntent: Intent = {
  key: 'pending-payouts',
  description: 'Payout requests waiting for approval or payment, with payee, amount and what they wait for.',
  // Not "how many payouts were paid / rejected" (payout-history) nor the tax question alone (tax-details).
  matches: (f) =>
    (f.has('payout', 'owe') || WORDS.test(f.raw.toLowerCase())) &&
    (f.has('waiting', 'owe') || !f.has('paid', 'rejected', 'tax')) &&
    // "orders awaiting payment" is the customers' payment of an order, not an artist's payout.
    !f.has('order', 'service', 'booking'),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, "other people's payouts");
    if (denied) return denied;
    const [requested, approved] = await Promise.all([
      allPages((q) => listPayoutsForAdmin({ ...q, status: 'requested' })),
      allPages((q) => listPayoutsForAdmin({ ...q, status: 'approved' })),
    ]);
    const items = [...requested, ...approved];
    const link = { href: '/payments', label: 'Payments' };
    // "payout requests this month", "average payout": every request of the period, any status, first.
    const lead = f && (f.period || f.average) ? await requestsOf(items, f) : '';
    if (items.length === 0) return { intent: this.key, text: `${lead}No payout is pending.`, link };
    const total = items.reduce((s, p) => s + p.amountCents, 0);
    const list = items.slice(0, 10).map((p) => {
      const state = p.status === 'approved' ? 'approved, not yet paid' : 'waiting for approval';
      const tax = p.waitingFor ? '; tax details missing' : '';
      return `${p.user.name} ${formatMoney(p.amountCents)} (requested ${formatDate(p.createdAt)}, ${state}${tax})`;
    });
    const verb = items.length === 1 ? 'is' : 'are';
    return {
      intent: this.key,
      text: `${lead}${plural(items.length, 'payout')} ${verb} pending, ${formatMoney(total)} in total: ${list.join(', ')}.`,
      link,
    };
  },
};
