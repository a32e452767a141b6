// Support SLAs ("are we meeting our SLAs", "average ticket rating") from the support statistics, and the
// platform's health ("is anything down", "open incidents") from the health monitor's latest checks.
import { queueQuerySchema, supportStats, ticketQueue } from '../../comms';
import { allPages } from '../../platform/paging';
import { getHealthOverview } from '../../ops';
import { formatDate } from '../../platform/format';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

// "which tickets have blown the SLA", "tickets that broke the first response time": the late ones by name.
const LATE =
  /\b(?:breach\w*|overdue|late|past due|missed|missing|blown|blew|blow|broke|broken|break\w*|violat\w*|exceed\w*|failed|over the|out of)\b|\b(?:which|what|list|show) (?:tickets|ones)\b/i;
const hours = (h: number | null) => (h === null ? 'none yet' : `${h} hours`);

export const supportSlaIntent: Intent = {
  key: 'support-sla',
  description:
    'Support over the last 30 days: tickets created, open and overdue, first responses within SLA, median times and rating.',
  matches: (f) =>
    f.has('sla', 'rating', 'response') ||
    (f.has('ticket', 'support') && f.test(/\bcame in\b|\blast 30 days\b|\bcreated\b|\bdoing\b|\bperformance\b/)),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'support figures');
    if (denied) return denied;
    const s = await supportStats();
    // "any tix breaching SLA?": the overdue open tickets named before the figures.
    const late = LATE.test(f?.raw ?? '')
      ? await allPages((page) =>
          ticketQueue(ctx.user, queueQuerySchema.parse({ status: 'active', overdue: '1', ...page })),
        )
      : [];
    const named = late.length
      ? `${plural(late.length, 'ticket')} past SLA: ${late.map((t) => `#${t.number} "${t.subject}" (${t.priority}, from ${t.requester.name})`).join(', ')}. `
      : '';
    const within =
      s.firstResponseWithinSlaPercent === null
        ? 'no ticket answered or past its first-response time yet to measure against the SLA'
        : `${s.firstResponseWithinSlaPercent}% of tickets got their first response within SLA (a ticket past due without a response counts as a breach)`;
    const rating =
      s.averageRating === null
        ? '0 ratings yet'
        : `average rating ${s.averageRating} of 5 (${plural(s.ratings, 'rating')})`;
    return {
      intent: this.key,
      text:
        named +
        `Support, last ${s.days} days: ${plural(s.created, 'ticket')} created, ${s.open} open tickets, ${s.overdue} overdue tickets; ${within}; ` +
        `median first response ${hours(s.medianFirstResponseHours)}, median resolution ${hours(s.medianResolutionHours)}; ${rating}.`,
      link: { href: '/admin-customer-service', label: 'Customer service' },
    };
  },
};

export const healthIntent: Intent = {
  key: 'platform-health',
  description: "The platform's health: each check's latest state (failing ones first) and open incidents.",
  // "are we up or down (against last month)": a direction asked of a figure, not the platform's state.
  matches: (f) =>
    (!/\bup (?:or|vs\.?|versus) down\b|\bdown (?:or|vs\.?|versus) up\b/i.test(f.raw) || f.has('incident')) &&
    (f.has('health', 'incident') ||
      f.test(/\bis anything down\b|\bbreak\b|\bbroke\b|\bon fire\b|\bgoing wrong\b/) ||
      // "is everything up?", "all good?", "any problems right now", "is the site working"
      /\b(?:everything|all|site|app|platform|system|systems|we|things|stuff) (?:up|ok|okay|good|fine|green|working|running|operational|alright|all right|up and running|doing|looking|holding up)\b|^\s*all good\b|\bany (?:problems?|issues?|errors?)\b(?! (?:with|on|for|in) )|\banything (?:wrong|broken|failing|on fire)\b|\bstatus page\b/i.test(
        f.raw,
      )),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, "the platform's health");
    if (denied) return denied;
    const h = await getHealthOverview();
    const failing = h.checks.filter((c) => c.state === 'failing');
    const unknown = h.checks.filter((c) => c.state === 'unknown');
    const state = failing.length
      ? `${plural(failing.length, 'health check')} failing: ${failing.map((c) => `${c.label} (${c.message})`).join(', ')}`
      : unknown.length === h.checks.length
        ? `the health checks have not run yet (${plural(h.checks.length, 'check')} waiting for their first run)`
        : `healthy: ${h.checks.length - unknown.length} checks passing${unknown.length ? `, ${unknown.length} not run yet` : ''}`;
    // Each open incident with what it says and since when: "what's the open incident about?"
    const open = h.openIncidents.map((i) => `${i.label}: ${i.message} (open since ${formatDate(i.openedAt)})`);
    // "how many incidents this month", "recent incidents": the page's incident history (the latest 20), by period.
    const past =
      f && (f.period || /\b(?:recent|past|history|resolved|were there|had|have we had|so far)\b/i.test(f.raw))
        ? h.recentIncidents.filter(
            (i) => !f.period?.start || (i.openedAt >= f.period.start && i.openedAt < (f.period.end ?? new Date())),
          )
        : null;
    const history = past
      ? ` ${plural(past.length, 'incident')} ${f?.period?.start ? `opened ${f.period.label}` : 'in the recent history'}${past.length ? `: ${past.map((i) => `${i.label}: ${i.message} (opened ${formatDate(i.openedAt)}, ${i.resolvedAt ? `resolved ${formatDate(i.resolvedAt)}` : 'still open'})`).join(', ')}` : ''}.`
      : '';
    return {
      intent: this.key,
      text: `Platform ${state}. ${plural(open.length, 'open incident')}${open.length ? `: ${open.join(', ')}` : ''}.${history}`,
      link: { href: '/system-health-monitor', label: 'System health monitor' },
    };
  },
};
