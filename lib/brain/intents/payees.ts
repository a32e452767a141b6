// One named person's money: payout method, tax details on file, available balance and payout requests
// ("does Kairo James have tax details", "how is Nova paid", "whats kairos balance"), staff only, from the
// payments page's reads; and the largest payouts ("biggest payout we ever made + to who").
import { allPages } from '../../platform/paging';
import { formatDate, formatMoney } from '../../platform/format';
import { peopleDirectory } from '@/lib/accounts';
import { payeesWithTaxDetails } from '@/lib/ops';
import { availableBalanceCents, getPayoutMethod, listPayoutsForAdmin } from '@/lib/royalties';
import { staffOnly } from './staff';
import { findAllNames, findName, normalize } from './text';
import { memo, type Intent, type LiveContext } from './types';

const link = { href: '/payments', label: 'Payments' };
export const peopleOf = (ctx: LiveContext) => memo(ctx, 'people', () => peopleDirectory());
const payoutsOf = (ctx: LiveContext) => memo(ctx, 'payouts', () => allPages((q) => listPayoutsForAdmin(q)));

/** A person named by full name (typo-tolerant) or by a first name only one person has ("kairos" = Kairo's). */
export async function personNamed(ctx: LiveContext, raw: string) {
  const people = await peopleOf(ctx);
  const exact = findAllNames(raw, people, (p) => p.name);
  if (exact.length) return exact[0];
  const near = findName(raw, people, (p) => p.name);
  if (near && near.phrase.includes(' ')) return near.item;
  const words = normalize(raw).split(' ');
  const first = (p: { name: string }) => normalize(p.name).split(' ')[0];
  for (const w of words) {
    const hits = people.filter((p) => first(p).length > 3 && (first(p) === w || `${first(p)}s` === w));
    if (hits.length === 1) return hits[0];
  }
  return null;
}

const METHOD = /\b(?:method|bank|paypal|stripe|how (?:is|are|do|does) .+ (?:get )?paid|paid how|payment details)\b/;

const OWED = /\b(?:total|all|everyone|every|artists|combined|outstanding|altogether|sum)\b/i;

/** "How much do we owe artists": every account's available balance (the ledger), those above zero, summed. */
async function owedToAll(ctx: LiveContext, least = false) {
  const people = await peopleOf(ctx);
  const rows = await Promise.all(people.map(async (p) => [p.name, await availableBalanceCents(p.id)] as const));
  const owed = rows.filter(([, c]) => c > 0).sort((a, b) => (least ? a[1] - b[1] : b[1] - a[1]));
  // "who has the highest balance": the first of the list, named first.
  const top = owed[0] ? `${least ? 'Lowest' : 'Highest'} balance: ${owed[0][0]} ${formatMoney(owed[0][1])}. ` : '';
  const total = owed.reduce((s, [, c]) => s + c, 0);
  const pending = (await payoutsOf(ctx)).filter((p) => p.status === 'requested' || p.status === 'approved');
  const asked = pending.reduce((s, p) => s + p.amountCents, 0);
  return {
    intent: 'payee-details',
    text: `${top}We owe ${formatMoney(total)} in available balances (earnings credited minus payouts requested) to ${owed.length} ${owed.length === 1 ? 'person' : 'people'}${owed.length ? `: ${owed.map(([n, c]) => `${n} ${formatMoney(c)}`).join(', ')}` : ''}; besides, ${pending.length} payout ${pending.length === 1 ? 'request is' : 'requests are'} pending (${formatMoney(asked)}).`,
    link,
  };
}

export const payeeIntent: Intent = {
  key: 'payee-details',
  description: "A named person's payout method, tax details, available balance and payout requests.",
  matches: (f) => f.has('payout', 'tax', 'balance', 'paid', 'owe') || f.test(METHOD),
  async answer(ctx, _id, f) {
    if (!f || staffOnly(ctx, this.key, "other people's payouts")) return null;
    const who = await personNamed(ctx, f.raw);
    if (!who)
      // "how much do we owe in payouts" is the pending requests' (pending-payouts), not the balances.
      return (f.has('owe') && !f.has('payout')) || (f.has('balance') && (OWED.test(f.raw) || f.order !== null))
        ? owedToAll(ctx, f.order === 'least')
        : null;
    const [method, taxed, balance, payouts] = await Promise.all([
      getPayoutMethod(who.id),
      payeesWithTaxDetails([who.id]),
      availableBalanceCents(who.id),
      payoutsOf(ctx),
    ]);
    const m = method.method;
    const how = m
      ? `payout method: ${m.type === 'bank' ? `bank transfer${m.bankName ? ` (${m.bankName})` : ''}` : m.type} ${m.masked} in ${m.currency}${m.stripeConnected ? ', Stripe connected' : ''}`
      : 'no payout method on file';
    const tax = taxed.has(who.id)
      ? 'tax details on file (yes, W-9 or W-8BEN given)'
      : 'no tax details on file (missing W-9 or W-8BEN)';
    const mine = payouts.filter((p) => p.user.id === who.id);
    const list = mine
      .slice(0, 5)
      .map((p) => `${formatMoney(p.amountCents)} ${p.status} (${formatDate(p.createdAt)})`)
      .join(', ');
    const parts = [how, tax, `available balance ${formatMoney(balance)}`];
    parts.push(mine.length ? `payout requests: ${list}` : 'no payout requests');
    // The part asked about first.
    const first = f.has('tax') ? 1 : f.has('balance') ? 2 : f.test(METHOD) ? 0 : 3;
    const ordered = [parts[first], ...parts.filter((_, i) => i !== first)];
    return { intent: this.key, text: `${who.name}: ${ordered.join('; ')}.`, link };
  },
};

export const payoutRankingIntent: Intent = {
  key: 'payout-ranking',
  description: 'The largest (or smallest) payouts, paid ones first, with payee and date.',
  // "the reference of the most recent paid payout" is the history's (latest), not the largest.
  matches: (f) =>
    f.has('payout') && f.order !== null && !/\b(?:ref(?:erence)?s?|transaction|most recent|latest|last)\b/i.test(f.raw),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, "other people's payouts");
    if (denied) return denied;
    const all = await payoutsOf(ctx);
    if (!all.length) return { intent: this.key, text: 'No payout has been requested yet.', link };
    const paid = all.filter((p) => p.status === 'paid');
    // "largest pending payout": the requests not yet paid (requested or approved).
    const open = all.filter((p) => p.status === 'requested' || p.status === 'approved');
    const pool =
      f?.has('waiting') || f?.test(/\b(?:open|unpaid|approved)\b/)
        ? open
        : paid.length && !f?.test(/\brequest/)
          ? paid
          : all;
    if (!pool.length) return { intent: this.key, text: 'No payout request is waiting.', link };
    const least = f?.order === 'least';
    const sorted = [...pool].sort((a, b) => (least ? a.amountCents - b.amountCents : b.amountCents - a.amountCents));
    const top = sorted[0];
    const kind = pool === paid ? 'paid payout' : pool === open ? 'pending payout request' : 'payout request';
    return {
      intent: this.key,
      text: `The ${least ? 'smallest' : 'largest'} ${kind} is ${formatMoney(top.amountCents)} to ${top.user.name} (${top.status}, ${formatDate(top.createdAt)}). ${sorted
        .slice(0, 5)
        .map((p, i) => `${i + 1}. ${p.user.name} ${formatMoney(p.amountCents)} ${p.status}`)
        .join('; ')}.`,
      link,
    };
  },
};
