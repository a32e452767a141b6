// "Who opened the ticket about the missing payout?": the ticket whose subject shares the most words with
// what the question says it is about (any status), and its requester, from the staff support queue's read.
import { allPages } from '../../platform/paging';
import { queueQuerySchema, ticketQueue } from '../../comms';
import { normalize } from './text';
import { staffOnly } from './staff';
import type { Intent } from './types';

const ABOUT = /\b(?:about|regarding|re|concerning|on|for|titled|called|with subject)\b\s+(.+?)\s*[?.!]*$/i;
const SMALL = new Set(['the', 'a', 'an', 'my', 'our', 'his', 'her', 'their', 'and', 'for', 'with', 'not', 'is']);
const wordsOf = (s: string) =>
  normalize(s)
    .split(' ')
    .filter((w) => w.length > 2 && !SMALL.has(w));
/** A word and another sharing a stem (payout/payouts, missing/missed). */
const near = (a: string, b: string) => a === b || (a.length > 3 && b.length > 3 && a.slice(0, 4) === b.slice(0, 4));

export const ticketRequesterIntent: Intent = {
  key: 'ticket-requester',
  description: 'Who opened (requested) a support ticket, found by words of its subject.',
  matches: (f) =>
    f.has('ticket') && /\bwho\b|\bwhose\b|\bwhich (?:user|artist|customer|person)\b/i.test(f.raw) && ABOUT.test(f.raw),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'the support queue');
    if (denied) return denied;
    const about = f?.raw.match(ABOUT)?.[1];
    if (!about) return null;
    const want = wordsOf(about.replace(/\bticket\b/gi, ''));
    if (!want.length) return null;
    const statuses = ['active', 'resolved', 'closed'] as const;
    const tickets = (
      await Promise.all(
        statuses.map((status) =>
          allPages((page) => ticketQueue(ctx.user, queueQuerySchema.parse({ status, ...page }))),
        ),
      )
    ).flat();
    const scored = tickets
      .map((t) => {
        const have = wordsOf(t.subject);
        return { t, s: want.filter((w) => have.some((h) => near(w, h))).length };
      })
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s);
    const link = { href: '/admin-customer-service', label: 'Customer service' };
    if (!scored.length) return { intent: this.key, text: `I couldn't find a ticket about "${about}".`, link };
    const best = scored.filter((x) => x.s === scored[0].s);
    const list = best
      .slice(0, 3)
      .map(({ t }) => `#${t.number} "${t.subject}" was opened by ${t.requester.name} (${t.requester.email})`);
    return { intent: this.key, text: `${list.join('; ')}.`, link };
  },
};
