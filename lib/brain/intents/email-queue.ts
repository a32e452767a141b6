// The email outbox ("what's going on with the outbox", "are emails stuck"): emails by status from the
// outbox, and the open incidents the health monitor raised about email.
import { formatDate } from '../../platform/format';
import { outboxCounts } from '../../platform/mail/service';
import { getHealthOverview } from '@/lib/ops';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

export const emailQueueIntent: Intent = {
  key: 'email-queue',
  description: 'The email outbox: emails queued, sent, stored and failed, and open incidents about email.',
  matches: (f) => f.test(/\b(?:outbox|emails?|e mails?|mails?|mail queue|newsletters?|smtp)\b/),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'the email outbox');
    if (denied) return denied;
    const [o, h] = await Promise.all([outboxCounts(), getHealthOverview()]);
    const n = (s: string) => o.byStatus[s] ?? 0;
    const incidents = h.openIncidents
      .filter((i) => /mail|outbox|smtp/i.test(`${i.check} ${i.label}`))
      .map((i) => `${i.label}: ${i.message} (open since ${formatDate(i.openedAt)})`);
    return {
      intent: this.key,
      text:
        `${incidents.length ? `Open incident: ${incidents.join('; ')}. ` : 'No open incident about email. '}` +
        `Outbox: ${plural(n('queued'), 'email')} queued${o.oldestQueuedAt ? ` (oldest from ${formatDate(o.oldestQueuedAt)})` : ''}, ${n('sent')} sent, ${n('stored')} stored (no SMTP configured), ${n('failed')} failed.`,
      link: { href: '/system-health-monitor', label: 'System health monitor' },
    };
  },
};
