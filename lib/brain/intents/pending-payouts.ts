// "Which payouts are pending?": payout requests awaiting a decision or the transfer (the payments page).
import { allPages } from '../../platform/paging';
import { formatDate, formatMoney } from '../../platform/format';
import { listPayoutsForAdmin } from '@/lib/royalties';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

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
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, "other people's payouts");
    if (denied) return denied;
    const [requested, approved] = await Promise.all([
      allPages((q) => listPayoutsForAdmin({ ...q, status: 'requested' })),
      allPages((q) => listPayoutsForAdmin({ ...q, status: 'approved' })),
    ]);
    const items = [...requested, ...approved];
    const link = { href: '/payments', label: 'Payments' };
    if (items.length === 0) return { intent: this.key, text: 'No payout is pending.', link };
    const total = items.reduce((s, p) => s + p.amountCents, 0);
    const list = items.slice(0, 10).map((p) => {
      const state = p.status === 'approved' ? 'approved, not yet paid' : 'waiting for approval';
      const tax = p.waitingFor ? '; tax details missing' : '';
      return `${p.user.name} ${formatMoney(p.amountCents)} (requested ${formatDate(p.createdAt)}, ${state}${tax})`;
    });
    const verb = items.length === 1 ? 'is' : 'are';
    return {
      intent: this.key,
      text: `${plural(items.length, 'payout')} ${verb} pending, ${formatMoney(total)} in total: ${list.join(', ')}.`,
      link,
    };
  },
};
