// Payouts beyond the pending queue ("how many payouts have been paid", "how many were rejected") and the
// payees' tax details ("who is missing tax details"), from the payments page's reads and the tax records.
import { allPages } from '../../platform/paging';
import { formatDate, formatMoney } from '../../platform/format';
import { listPayoutsForAdmin } from '../../royalties';
import { payeesWithoutTaxDetails, taxProfileCount } from '../../ops';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

export const payoutHistoryIntent: Intent = {
  key: 'payout-history',
  description: 'Payouts already paid (how many, how much) and rejected payout requests.',
  // "what did we pay out this month": the verb in the past, not the pending requests.
  matches: (f) =>
    (f.has('payout') && f.has('paid', 'rejected')) ||
    f.test(/\bpaid out\b|\bgone out\b/) ||
    /\b(?:did|have|has|had)\b(?: \w+){0,2} pay(?:ed)? out\b/i.test(f.raw),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, "other people's payouts");
    if (denied) return denied;
    const [allPaid, allRejected] = await Promise.all([
      allPages((q) => listPayoutsForAdmin({ ...q, status: 'paid' })),
      allPages((q) => listPayoutsForAdmin({ ...q, status: 'rejected' })),
    ]);
    // "paid out last month": payouts paid (or requests rejected) within the period.
    const start = f?.period?.start;
    const end = f?.period?.end ?? new Date();
    const inSpan = (d: Date | null | undefined) => !start || (!!d && d >= start && d < end);
    const paid = allPaid.filter((p) => inSpan(p.paidAt ?? p.createdAt));
    const rejected = allRejected.filter((p) => inSpan(p.createdAt));
    const when = f?.period ? ` ${f.period.label}` : '';
    const total = paid.reduce((s, p) => s + p.amountCents, 0);
    // "payment reference of the last paid payout": the latest paid ones with how and the reference.
    if (
      f &&
      /\b(?:ref(?:erence)?s?|transaction(?: ids?)?|confirmation|paid via|how (?:was|were) .* paid)\b/i.test(f.raw)
    ) {
      const latest = [...paid].sort(
        (a, b) => (b.paidAt ?? b.createdAt).getTime() - (a.paidAt ?? a.createdAt).getTime(),
      );
      return {
        intent: this.key,
        text: latest.length
          ? `The last paid payout: ${latest
              .slice(0, 5)
              .map(
                (p) =>
                  `${formatMoney(p.amountCents)} to ${p.user.name} on ${formatDate(p.paidAt ?? p.createdAt)}, paid via ${p.paidVia ?? 'unknown'}, payment reference ${p.paymentRef ?? 'none'}`,
              )
              .join('; ')}.`
          : `No payout has been paid${when}.`,
        link: { href: '/payments', label: 'Payments' },
      };
    }
    return {
      intent: this.key,
      text: `${plural(paid.length, 'payout')} paid${when}, ${formatMoney(total)} in total; ${plural(rejected.length, 'payout request')} rejected.`,
      link: { href: '/payments', label: 'Payments' },
    };
  },
};

export const taxDetailsIntent: Intent = {
  key: 'tax-details',
  description:
    'Payees missing their tax details (W-9 or W-8BEN), who cannot be paid until they give them, and tax profiles on file.',
  matches: (f) => f.has('tax'),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, "payees' tax details");
    if (denied) return denied;
    const [missing, onFile] = await Promise.all([payeesWithoutTaxDetails(), taxProfileCount()]);
    const who = missing.length
      ? `: ${missing
          .slice(0, 10)
          .map((p) => p.name)
          .join(', ')}`
      : '';
    return {
      intent: this.key,
      text: `${missing.length === 0 ? 'No payee is' : `${plural(missing.length, 'payee')} ${missing.length === 1 ? 'is' : 'are'}`} missing tax details (W-9 or W-8BEN)${who}; ${plural(onFile, 'tax profile')} on file.`,
      link: { href: '/payments', label: 'Payments' },
    };
  },
};
