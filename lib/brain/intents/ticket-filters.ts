// Support tickets by a filter the queue page offers: unassigned (no owner), assigned to someone, or created
// in a period ("tickets created this week"), all statuses for the period, open ones otherwise.
import { allPages } from '../../platform/paging';
import { formatDate } from '../../platform/format';
import { queueQuerySchema, ticketQueue, TICKET_STATUS_LABEL } from '@/lib/comms';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const UNASSIGNED =
  /\b(?:unassigned|not assigned|no (?:owner|assignee|one assigned)|nobody (?:is )?(?:assigned|on)|without an? (?:owner|assignee)|unowned)\b/i;

export const ticketFiltersIntent: Intent = {
  key: 'ticket-filters',
  description: 'Support tickets without an assignee, by assignee, or created in a period (this week, last 7 days).',
  matches: (f) =>
    f.has('ticket', 'support') &&
    (UNASSIGNED.test(f.raw) ||
      /\bassign/i.test(f.raw) ||
      (f.period?.start !== undefined &&
        !f.has('sla', 'rating') &&
        /\b(?:created|opened|came in|come in|new|raised|filed|submitted|logged|received|arrived)\b/i.test(f.raw))),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'the support queue');
    if (denied) return denied;
    if (!f) return null;
    const link = { href: '/admin-customer-service', label: 'Customer service' };
    const line = (t: { number: number; subject: string; priority: string; status: keyof typeof TICKET_STATUS_LABEL }) =>
      `#${t.number} "${t.subject}" (${t.priority}, ${TICKET_STATUS_LABEL[t.status].toLowerCase()})`;
    if (f.period?.start && !/\bassign/i.test(f.raw) && !UNASSIGNED.test(f.raw)) {
      const all = await allPages((page) => ticketQueue(ctx.user, queueQuerySchema.parse({ ...page })));
      const end = f.period.end ?? new Date();
      const made = all.filter((t) => t.createdAt >= f.period!.start! && t.createdAt < end);
      return {
        intent: this.key,
        text: `${plural(made.length, 'ticket')} created ${f.period.label}${made.length ? `: ${made.map((t) => `${line(t)} on ${formatDate(t.createdAt)}`).join(', ')}` : ''}.`,
        link,
      };
    }
    const open = await allPages((page) => ticketQueue(ctx.user, queueQuerySchema.parse({ status: 'active', ...page })));
    // "unassigned urgent tickets": the priority named narrows the unassigned ones.
    const priority = f.raw.match(/\b(urgent|high|normal|low)\b/i)?.[1]?.toLowerCase();
    const none = open.filter((t) => !t.assignee && (!priority || t.priority === priority));
    const byWho = new Map<string, number>();
    for (const t of open) if (t.assignee) byWho.set(t.assignee.name, (byWho.get(t.assignee.name) ?? 0) + 1);
    return {
      intent: this.key,
      text:
        `${plural(none.length, `open ${priority ? `${priority} ` : ''}ticket`)} ${none.length === 1 ? 'is' : 'are'} unassigned (no assignee)${none.length ? `: ${none.map(line).join(', ')}` : ''}. ` +
        `Assigned: ${[...byWho].map(([n, c]) => `${n} ${c}`).join(', ') || 'none'}; ${plural(open.length, 'open ticket')} in all.`,
      link,
    };
  },
};
