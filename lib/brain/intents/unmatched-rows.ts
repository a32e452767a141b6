// "How many statement rows are unmatched?": rows of completed imports that match no track yet.
import { formatMoney } from '../../platform/format';
import { unmatchedCodes, unmatchedTotals } from '@/lib/royalties';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const WORDS =
  /\b(?:unmatched|un matched|not (?:been )?matched|(?:could ?n[o']?t|did ?n[o']?t|does ?n[o']?t|do ?n[o']?t|never|cannot|can ?t|failed to) (?:be )?match\w*|no match\w*|unassigned|orphan\w*|without a track|match(?:ing)? queue)\b/;

export const unmatchedRowsIntent: Intent = {
  key: 'unmatched-rows',
  description: 'Statement rows of completed imports that match no track yet, and what they are worth in USD.',
  // "Unassigned" is a ticket's or an order's word when the clause names one.
  matches: (f) =>
    f.has('unmatched') ||
    (WORDS.test(f.raw.toLowerCase()) && !f.has('ticket', 'support', 'order', 'application')) ||
    f.test(/\bwithout a track\b|\bmatch\w* queue\b|couldnt be matched/),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'unmatched statement rows');
    if (denied) return denied;
    const { rows, usdCents } = await unmatchedTotals();
    const link = { href: '/royalty-statements/unmatched', label: 'Unmatched statement rows' };
    if (rows === 0) return { intent: this.key, text: 'Every imported statement row is matched to a track.', link };
    const verb = rows === 1 ? 'is' : 'are';
    // "Which ISRCs didn't match": the distinct codes, not only the rows.
    if (f?.has('isrc', 'upc', 'which', 'list') || f?.test(/\bcodes?\b/)) {
      const codes = await unmatchedCodes();
      const shown = codes.slice(0, 15).map((c) => `${c.code} (${plural(c.rows, 'row')})`);
      return {
        intent: this.key,
        text: `${plural(codes.length, 'distinct code')} matched nothing (${plural(rows, 'statement row')}, worth ${formatMoney(usdCents)} USD): ${shown.join(', ')}${codes.length > 15 ? ` and ${codes.length - 15} more` : ''}.`,
        link,
      };
    }
    return {
      intent: this.key,
      text: `${plural(rows, 'statement row')} ${verb} unmatched, worth ${formatMoney(usdCents)} (USD, as the stores reported it); they wait for a track before anyone is paid.`,
      link,
    };
  },
};
