// "What should I do next?": the work waiting for staff across the areas, most pressing first: open
// incidents, overdue or urgent tickets, failed deliveries, the review queue (oldest first) and payouts to
// decide, each from the same reads as its page.
import { allPages } from '../../platform/paging';
import { formatMoney } from '../../platform/format';
import { queueQuerySchema, ticketQueue } from '@/lib/comms';
import { failedDeliveries, reviewQueue } from '@/lib/distribution';
import { getHealthOverview } from '@/lib/ops';
import { listPayoutsForAdmin } from '@/lib/royalties';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const TRIAGE =
  /\b(?:do|work on|tackle|handle|look at|focus on|deal with)\b.*\b(?:next|first|today|now)\b|\b(?:triage|to ?do list|todo|needs? (?:my )?attention|on fire|most urgent|priorit(?:y|ies|ise|ize)|status report|catch me up|daily (?:brief|summary)|what did i miss)\b|\bwhere (?:should|do|can) (?:i|we) (?:start|begin)\b|\banything (?:urgent|pressing|on fire)\b|\bwhat(?:s| is) (?:urgent|pressing)\b|\bwhat (?:should|do|can) (?:i|we) (?:do|work on)\b/i;

export const triageIntent: Intent = {
  key: 'triage',
  description:
    'What needs attention next across the platform: incidents, urgent tickets, failed deliveries, reviews, payouts.',
  matches: (f) =>
    // "any releases scheduled for next month": a period, not what to do next.
    TRIAGE.test(f.raw.replace(/\bnext (?:month|week|quarter|year)\b/gi, ' ')) &&
    !f.has('student', 'course', 'application', 'owe', 'balance', 'earn', 'count', 'total') &&
    // "any high priority tickets" is a filter of the queue (ticket-lookups), not a to-do list.
    !/\b(?:urgent|high|low|normal|medium)[- ]priority\b/i.test(f.raw) &&
    // "tickets by priority", "open tickets per priority": a breakdown of the queue.
    !/\b(?:by|per|each|every|breakdown|grouped by|split by) priorit/i.test(f.raw),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, "the platform's work queues");
    if (denied) return denied;
    const [health, tickets, failed, review, payouts] = await Promise.all([
      getHealthOverview(),
      allPages((page) => ticketQueue(ctx.user, queueQuerySchema.parse({ status: 'active', ...page }))),
      failedDeliveries(5),
      reviewQueue(10),
      allPages((q) => listPayoutsForAdmin({ ...q, status: 'requested' })),
    ]);
    const steps: string[] = [];
    for (const i of health.openIncidents) steps.push(`resolve the open incident ${i.label}: ${i.message}`);
    const pressing = tickets.filter((t) => t.sla.overdue || t.priority === 'urgent');
    for (const t of pressing)
      steps.push(`answer ticket #${t.number} "${t.subject}" (${t.priority}${t.sla.overdue ? ', overdue' : ''})`);
    if (failed.total)
      steps.push(
        `fix ${plural(failed.total, 'failed delivery', 'failed deliveries')}: ${failed.items.map((d) => `"${d.release.title}" to ${d.store.name}`).join(', ')}`,
      );
    const oldest = [...review].sort((a, b) => (a.submittedAt?.getTime() ?? 0) - (b.submittedAt?.getTime() ?? 0));
    if (oldest.length)
      steps.push(
        `review ${plural(oldest.length, 'release')} waiting, oldest first: ${oldest.map((r) => `"${r.title}"`).join(', ')}`,
      );
    if (payouts.length)
      steps.push(
        `decide ${plural(payouts.length, 'payout request')}: ${payouts.map((p) => `${p.user.name} ${formatMoney(p.amountCents)}`).join(', ')}`,
      );
    return {
      intent: this.key,
      text: steps.length
        ? `Next, in order: ${steps.map((s, i) => `${i + 1}. ${s}`).join('; ')}.`
        : 'Nothing is waiting: no incident, urgent ticket, failed delivery, review or payout request.',
    };
  },
};
