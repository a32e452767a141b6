// "Who are the top earners?": payees by their share of all imported earnings (the reports page's list).
import { formatMoney } from '../../platform/format';
import { topEarners } from '@/lib/royalties';
import { staffOnly } from './staff';
import type { Intent } from './types';

const WORDS =
  /\b(?:top|biggest|best|highest|leading|most)\b.*\b(?:earn\w*|paid|payees?|artists?|revenue|money|income)\b|\b(?:earn\w*|made|makes|paid)\b.*\b(?:the )?most\b|\bwho (?:earns|earned|makes|made)\b|\brank\w* .*earn/;

export const topEarnersIntent: Intent = {
  key: 'top-earners',
  description: 'The payees who earned the most: their net share of all imported statement earnings, in USD.',
  matches: (c) => WORDS.test(c.toLowerCase()),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'who earns the most');
    if (denied) return denied;
    const items = await topEarners(5);
    const link = { href: '/reports', label: 'Reports' };
    if (items.length === 0) return { intent: this.key, text: 'No one has earnings yet.', link };
    const top = items.map((u, i) => `${i + 1}. ${u.name} ${formatMoney(u.cents)}`);
    return {
      intent: this.key,
      text: `Top earners (net share of all imported statements): ${top.join('; ')}.`,
      link,
    };
  },
};
