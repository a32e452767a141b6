// The communications hub (/communications-hub, hubOverview of comms): active tickets, the asking admin's unread
// notifications, scheduled announcements, the outbox's last 7 days by status and its failed emails, SMTP set up.
import { hubOverview } from '@/lib/comms';
import { formatDate } from '../../platform/format';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const HUB =
  /\bnotifications?\b|\bannouncements?\b|\b(?:communications?|comms) hub\b|\bunread\b|\b(?:emails?|mails?|outbox)\b.*\b(?:last|past) (?:7|seven) days\b/i;

export const commsHubIntent: Intent = {
  key: 'comms-hub',
  description:
    "The communications hub: active support tickets, the admin's unread notifications, scheduled announcements and the outbox's last 7 days.",
  matches: (f) => HUB.test(f.raw),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'the communications hub');
    if (denied) return denied;
    const h = await hubOverview(ctx.user);
    const unread = h.unread.slice(0, 5).map((n) => `"${n.title}"`);
    const scheduled = h.scheduled.map((a) => `"${a.title}" (${formatDate(a.scheduledAt)})`);
    const week = Object.entries(h.outbox.last7Days)
      .sort((a, b) => b[1] - a[1])
      .map(([status, n]) => `${n} ${status}`);
    const failed = h.outbox.failed.slice(0, 3).map((e) => `"${e.subject}" to ${e.to}`);
    return {
      intent: this.key,
      text:
        `Communications hub: ${plural(h.ticketsTotal, 'active ticket')}; ${plural(h.unread.length, 'unread notification')} for you${unread.length ? ` (${unread.join(', ')})` : ''}; ` +
        `${plural(h.scheduled.length, 'scheduled announcement')}${scheduled.length ? `: ${scheduled.join(', ')}` : ''}. ` +
        `Emails in the last 7 days: ${week.join(', ') || 'none'}; ${plural(h.outbox.failed.length, 'failed email')}${failed.length ? ` (${failed.join(', ')})` : ''}; SMTP ${h.smtpConfigured ? 'configured' : 'not configured (emails are stored, not sent)'}.`,
      link: { href: '/communications-hub', label: 'Communications hub' },
    };
  },
};
