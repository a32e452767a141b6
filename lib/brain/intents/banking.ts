// Banking as /admin-banking-stripe shows it: getBankingOverview of ops (Stripe set up, connected accounts, those
// ready for payouts, transfers) and the same page's yearly payee summary behind the 1099 export
// (yearlyEarningsSummary: what each payee was paid out in a calendar year).
import { getBankingOverview, yearlyEarningsSummary } from '@/lib/ops';
import { formatMoney } from '../../platform/format';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const BANKING =
  /\bstripe\b|\bbanking\b|\bconnect(?:ed)? (?:stripe )?accounts?\b|\b(?:payout|stripe|bank) transfers?\b|\btransfers? (?:made|sent|done|so far)\b|\bwebhooks?\b/i;

export const bankingIntent: Intent = {
  key: 'banking',
  description:
    'Banking: whether Stripe is set up, connected payee accounts (and those ready for payouts), transfers made.',
  matches: (f) => BANKING.test(f.raw) && !/\b1099s?\b/i.test(f.raw),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'banking');
    if (denied) return denied;
    const b = await getBankingOverview();
    return {
      intent: this.key,
      text:
        `Stripe is ${b.configured ? 'configured' : 'not configured'} (webhooks ${b.webhookConfigured ? 'configured' : 'not configured'}). ` +
        `${plural(b.counts.accounts, 'connected account')}, ${b.counts.ready} ready for payouts (payouts and transfers enabled); ` +
        `${plural(b.counts.transfers, 'Stripe transfer')} made.`,
      link: { href: '/admin-banking-stripe', label: 'Banking & Stripe' },
    };
  },
};

// "1099 summary", "what did each payee get paid in 2026", "payouts per payee this year", "tax year summary".
const SUMMARY =
  /\b1099s?\b|\btax (?:summary|year|report)\b|\b(?:each|every|per|by) payee\b|\bpayees? (?:were |got |get )?paid (?:out )?(?:in|this|last|during)\b/i;

export const taxSummaryIntent: Intent = {
  key: 'tax-summary',
  description:
    'The yearly payee summary (1099 export): what each payee was paid out in a calendar year, with the tax form.',
  matches: (f) => SUMMARY.test(f.raw),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'the payee summary');
    if (denied) return denied;
    const year = f?.period?.start ? f.period.start.getUTCFullYear() : new Date().getUTCFullYear();
    const s = await yearlyEarningsSummary(year);
    const rows = s.rows.map(
      (r) =>
        `${r.payee} ${formatMoney(r.totalPaidCents)} (${plural(r.payouts, 'payout')}, ${r.form ?? 'no tax form yet'})`,
    );
    return {
      intent: this.key,
      text: `Paid out in ${s.year}: ${formatMoney(s.totalPaidCents)} to ${plural(s.rows.length, 'payee')}${rows.length ? `: ${rows.join(', ')}` : ''}.`,
      link: { href: '/admin-banking-stripe', label: 'Banking & Stripe (yearly payee summary)' },
    };
  },
};
