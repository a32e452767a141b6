// "How many support tickets are open?": the staff support queue's active tickets, overdue first.
import { allPages } from '../../platform/paging';
import { queueQuerySchema, ticketQueue, TICKET_STATUS_LABEL } from '@/lib/comms';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const WORDS = /\b(?:tickets?|support (?:requests?|queue|cases?|inbox)|customer (?:service|support)|help ?desk)\b/;

export const openTicketsIntent: Intent = {
  key: 'open-tickets',
  description: 'Open support tickets (not resolved or closed): number, subject, priority and status, overdue first.',
  matches: (f) => (f.has('ticket') || WORDS.test(f.raw.toLowerCase())) && !f.has('sla', 'rating', 'response'),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'the support queue');
    if (denied) return denied;
    const rank = { urgent: 0, high: 1, normal: 2, low: 3 } as const;
    const items = (
      await allPages((page) => ticketQueue(ctx.user, queueQuerySchema.parse({ status: 'active', ...page })))
    )
      // Overdue first, then by priority (the queue itself pages by priority and activity).
      .sort((a, b) => Number(b.sla.overdue) - Number(a.sla.overdue) || rank[a.priority] - rank[b.priority]);
    const link = { href: '/admin-customer-service', label: 'Customer service' };
    if (items.length === 0) return { intent: this.key, text: 'No support ticket is open.', link };
    const overdue = items.filter((t) => t.sla.overdue).length;
    const list = items
      .slice(0, 8)
      .map((t) => `#${t.number} "${t.subject}" (${t.priority}, ${TICKET_STATUS_LABEL[t.status].toLowerCase()})`);
    const more = items.length > 8 ? ` and ${items.length - 8} more` : '';
    const verb = items.length === 1 ? 'is' : 'are';
    // "Urgent tickets": how many open ones have that priority, before the whole queue.
    const asked = (['urgent', 'high', 'low'] as const).find((p) => new RegExp(`\\b${p}\\b`, 'i').test(f?.raw ?? ''));
    // "how many tickets are overdue / breaching SLA": the overdue ones first, counted and named.
    const late = /\b(?:overdue|late|breach\w*|past due|over sla|out of sla)\b/i.test(f?.raw ?? '')
      ? `${plural(overdue, 'overdue ticket')}${
          overdue
            ? `: ${items
                .filter((t) => t.sla.overdue)
                .map((t) => `#${t.number} "${t.subject}"`)
                .join(', ')}`
            : ''
        }. `
      : '';
    const first =
      late + (asked ? `${plural(items.filter((t) => t.priority === asked).length, `${asked} ticket`)} open. ` : '');
    return {
      intent: this.key,
      text: `${first}${plural(items.length, 'support ticket')} ${verb} open${overdue ? ` (${overdue} overdue)` : ''}: ${list.join(', ')}${more}.`,
      link,
    };
  },
};
