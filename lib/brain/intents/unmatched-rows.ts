// "How many statement rows are unmatched?": rows of completed imports that match no track yet.
import { formatMoney } from '../../platform/format';
import { unmatchedTotals } from '@/lib/royalties';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const WORDS =
  /\b(?:unmatched|un matched|not (?:been )?matched|(?:could ?n[o']?t|cannot|can ?t|failed to) (?:be )?match\w*|no match\w*|unassigned|orphan\w*|without a track|match(?:ing)? queue)\b/;

export const unmatchedRowsIntent: Intent = {
  key: 'unmatched-rows',
  description: 'Statement rows of completed imports that match no track yet, and what they are worth in USD.',
  matches: (c) => WORDS.test(c.toLowerCase()),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'unmatched statement rows');
    if (denied) return denied;
    const { rows, usdCents } = await unmatchedTotals();
    const link = { href: '/royalty-statements/unmatched', label: 'Unmatched statement rows' };
    if (rows === 0) return { intent: this.key, text: 'Every imported statement row is matched to a track.', link };
    const verb = rows === 1 ? 'is' : 'are';
    return {
      intent: this.key,
      text: `${plural(rows, 'statement row')} ${verb} unmatched, worth ${formatMoney(usdCents)} (USD, as the stores reported it); they wait for a track before anyone is paid.`,
      link,
    };
  },
};
