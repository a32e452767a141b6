// Support tickets by what the queue page filters and sorts on, beyond "open": a status ("waiting on the
// customer", "new", "resolved this week"), a category ("payout tickets"), a priority with it ("urgent
// unassigned"), the oldest or newest open one, and who opened the most. Read through the staff queue.
import { allPages } from '../../platform/paging';
import { formatDate } from '../../platform/format';
import { queueQuerySchema, ticketQueue, TICKET_STATUS_LABEL } from '@/lib/comms';
import type { Frame } from '../understand/frame';
import { personNamed } from './payees';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

type Ticket = Awaited<ReturnType<typeof ticketQueue>>['items'][number];
type Status = keyof typeof TICKET_STATUS_LABEL;

const STATUS: [RegExp, Status[], string][] = [
  [
    /\bneeds? (?:a |an |our )?(?:reply|response|answer)|\bwaiting on us\b|\bawaiting (?:our|a) (?:reply|response)\b|\bour (?:reply|turn)\b/i,
    ['new', 'open'],
    'waiting on us (new or open)',
  ],
  [
    /\b(?:waiting|wait|awaiting|pending) (?:on|for)? ?(?:the )?(?:customer|client|user|artist|requester|reply|them)\b|\bwaiting on customer\b/i,
    ['waiting_on_customer'],
    'waiting on the customer',
  ],
  [
    /(?<!\bnot |\bun)\b(?:resolved|solved|closed|fixed|handled|done|completed|answered and closed|resolve|close)\b/i,
    ['resolved', 'closed'],
    'resolved or closed',
  ],
  [
    /\b(?:new|untouched|unopened|not (?:yet )?(?:looked at|touched|answered)|unanswered)\b/i,
    ['new'],
    'new (no reply yet)',
  ],
];
const CATEGORY: [string, string][] = [
  ['payouts?|payments?|cash ?outs?|withdrawals?', 'payout'],
  ['royalt(?:y|ies)|earnings?|statements?', 'royalties'],
  ['deliver(?:y|ies)', 'delivery'],
  ['releases?|albums?|singles?', 'release'],
  ['accounts?|logins?|passwords?|profiles?', 'account'],
  ['school|courses?|lessons?|students?', 'school'],
  ['service orders?|orders?', 'service_order'],
];
/** "payout tickets", "tickets about payouts", "release-related tickets": the category as the ticket's. */
const categoryRe = (words: string) =>
  new RegExp(
    `\\b(?:${words})[- ](?:related |support )?(?:tickets?|tix|issues)\\b|\\b(?:tickets?|tix)\\b[^.?]{0,20}\\b(?:about|for|on|regarding|re|concerning|related to|with) (?:the |a |an |their |my )?(?:${words})\\b`,
    'i',
  );
const BY_PERSON = /\b(?:from|by|did|has|have|raised by|opened by|filed by)\b/i;
const PRIORITY = /\b(urgent|high|normal|low)(?:[- ]priority)?\b/i;
const OLDEST = /\b(?:oldest|longest (?:open|waiting)|been (?:open|waiting) (?:the )?longest|first opened)\b/i;
const NEWEST = /\b(?:newest|latest|most recent|last (?:ticket|one) (?:opened|created|in))\b/i;
const WHO_MOST =
  /\bwho\b.*\b(?:most|more)\b|\b(?:most|more) tickets\b.*\b(?:who|which (?:user|artist|customer|person))\b/i;

// "ticket #2", "status of ticket 12", "who has case no. 3": one ticket by its number.
const NUMBER =
  /\b(?:tickets?|tix|tkts?|case|request)\s*(?:#|no\.?|nr\.?|number|num)?\s*(\d{1,6})\b|(?:^|\s)#(\d{1,6})\b/i;
const numberOf = (raw: string) => {
  const m = raw.match(NUMBER);
  return m ? Number(m[1] ?? m[2]) : null;
};

// "tickets by priority", "open tickets per category", "how many tickets per status": counts per value.
const BREAKDOWN = /\b(?:by|per|each|every|breakdown of|grouped by|split by|across) (priorit|categor|status|type|kind)/i;

const line = (t: Ticket) =>
  `#${t.number} "${t.subject}" (${t.priority}, ${TICKET_STATUS_LABEL[t.status as Status].toLowerCase()}, opened by ${t.requester.name} on ${formatDate(t.createdAt)})`;

function filtersOf(f: Frame) {
  const raw = f.raw.toLowerCase();
  // "new tickets this week" are the ones created then (ticket-filters), not the status.
  const status = STATUS.find(([re, s]) => re.test(raw) && !(s[0] === 'new' && f.period));
  const category = CATEGORY.find(([words]) => categoryRe(words).test(raw));
  const priority = raw.match(PRIORITY)?.[1]?.toLowerCase() ?? null;
  return {
    status,
    category: category?.[1] ?? null,
    priority,
    oldest: OLDEST.test(raw),
    newest: NEWEST.test(raw),
    who: WHO_MOST.test(raw),
  };
}

export const ticketLookupsIntent: Intent = {
  key: 'ticket-lookups',
  description:
    'Support tickets by status (waiting on the customer, new, resolved in a period), category (payout, release ...), priority, the oldest or newest open one, and who opened the most.',
  matches: (f) => {
    if (numberOf(f.raw) !== null && f.has('ticket')) return true;
    if (BREAKDOWN.test(f.raw) && f.has('ticket', 'support')) return true;
    if (!f.has('ticket', 'support') || f.has('sla', 'rating', 'response')) return false;
    const x = filtersOf(f);
    return !!(
      x.status ||
      x.category ||
      x.oldest ||
      x.newest ||
      x.who ||
      (x.priority && x.priority !== 'urgent') ||
      BY_PERSON.test(f.raw)
    );
  },
  async answer(ctx, _id, f) {
    if (!f) return null;
    const denied = staffOnly(ctx, this.key, 'the support queue');
    if (denied) return denied;
    const x = filtersOf(f);
    const link = { href: '/admin-customer-service', label: 'Customer service' };
    // The queue without a status filter is the active tickets: resolved and closed ones are read apart.
    const all = (
      await Promise.all(
        (['active', 'resolved', 'closed'] as const).map((status) =>
          allPages((page) => ticketQueue(ctx.user, queueQuerySchema.parse({ status, ...page }))),
        ),
      )
    ).flat();
    const active = all.filter((t) => !['resolved', 'closed'].includes(t.status));
    const n = numberOf(f.raw);
    if (n !== null && f.has('ticket')) {
      const t = all.find((x) => x.number === n);
      if (!t) return { intent: this.key, text: `There is no support ticket #${n}.`, link };
      return {
        intent: this.key,
        text: `Ticket ${line(t)}: category ${t.category.replace(/_/g, ' ')}, ${t.assignee ? `assigned to ${t.assignee.name}` : 'unassigned'}${t.sla.overdue ? ', overdue' : ''}.`,
        link,
      };
    }
    const unit = f.raw.match(BREAKDOWN)?.[1].toLowerCase();
    if (unit) {
      // Open tickets unless a status is asked for or the breakdown is by status itself.
      const pool =
        unit === 'status' || x.status
          ? x.status
            ? all.filter((t) => x.status![1].includes(t.status as Status))
            : all
          : active;
      const key = (t: Ticket) =>
        unit === 'priorit'
          ? t.priority
          : unit === 'status'
            ? TICKET_STATUS_LABEL[t.status as Status].toLowerCase()
            : t.category.replace(/_/g, ' ');
      const per = new Map<string, number>();
      for (const t of pool) per.set(key(t), (per.get(key(t)) ?? 0) + 1);
      const what = unit === 'priorit' ? 'priority' : unit === 'status' ? 'status' : 'category';
      const scope = unit === 'status' ? 'tickets (any status)' : x.status ? `tickets ${x.status[2]}` : 'open tickets';
      return {
        intent: this.key,
        text: `${plural(pool.length, 'ticket')} by ${what} (${scope}): ${
          [...per]
            .sort((a, b) => b[1] - a[1])
            .map(([k, n]) => `${k} ${n}`)
            .join(', ') || 'none'
        }.`,
        link,
      };
    }
    if (x.who) {
      const per = new Map<string, number>();
      for (const t of all) per.set(t.requester.name, (per.get(t.requester.name) ?? 0) + 1);
      const ranked = [...per].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      if (!ranked.length) return { intent: this.key, text: 'No support ticket has been opened yet.', link };
      return {
        intent: this.key,
        text: `${ranked[0][0]} opened the most tickets (${ranked[0][1]}). By requester: ${ranked.map(([n, c]) => `${n} ${c}`).join(', ')} (${plural(all.length, 'ticket')} in all).`,
        link,
      };
    }
    // "tickets from Nova Reyes", "how many tickets did Luna open": one requester's, any status.
    const person = BY_PERSON.test(f.raw) ? await personNamed(ctx, f.raw) : null;
    if (BY_PERSON.test(f.raw) && !person && !(x.status || x.category || x.oldest || x.newest || x.priority))
      return null;
    let pool: Ticket[] = x.status ? all.filter((t) => x.status![1].includes(t.status as Status)) : active;
    if (person) {
      const theirs = all.filter((t) => t.requester.id === person.id);
      const open = theirs.filter((t) => !['resolved', 'closed'].includes(t.status));
      return {
        intent: this.key,
        text: `${person.name} opened ${plural(theirs.length, 'ticket')} (${open.length} still open)${theirs.length ? `: ${theirs.map(line).join(', ')}` : ''}.`,
        link,
      };
    }
    if (x.category) pool = pool.filter((t) => t.category === x.category);
    if (x.priority) pool = pool.filter((t) => t.priority === x.priority);
    const resolvedOnly = x.status?.[1].includes('resolved');
    const start = f.period?.start;
    if (start) {
      const end = f.period!.end ?? new Date();
      pool = pool.filter((t) => {
        const at = resolvedOnly ? (t.resolvedAt ?? t.lastMessageAt) : t.createdAt;
        return at >= start && at < end;
      });
    }
    const what = [x.priority, x.category ? `${x.category.replace('_', ' ')}` : null, x.status ? null : 'open']
      .filter(Boolean)
      .join(' ');
    const label = `${what ? `${what} ` : ''}ticket`;
    const tail = `${x.status ? ` ${x.status[2]}` : ''}${f.period ? ` ${f.period.label}` : ''}`;
    if (x.oldest || x.newest) {
      const sorted = [...pool].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const pick = x.oldest ? sorted[0] : sorted[sorted.length - 1];
      if (!pick) return { intent: this.key, text: `No ${label}${tail}.`, link };
      return {
        intent: this.key,
        text: `The ${x.oldest ? 'oldest' : 'newest'} ${label}${tail} is ${line(pick)}${pick.sla.overdue ? ', overdue' : ''}. ${plural(pool.length, label)} in all.`,
        link,
      };
    }
    // "open vs closed": the open count beside the resolved or closed ones.
    const besides =
      x.status?.[1].includes('resolved') && /\bopen\b/i.test(f.raw) ? `${plural(active.length, 'open ticket')}; ` : '';
    const shown = pool.slice(0, 8).map(line);
    return {
      intent: this.key,
      text: `${besides}${plural(pool.length, label)}${tail}${shown.length ? `: ${shown.join(', ')}${pool.length > 8 ? ` and ${pool.length - 8} more` : ''}` : ''}.`,
      link,
    };
  },
};
