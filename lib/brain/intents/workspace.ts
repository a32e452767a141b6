// The staff workspace: the calendar of a day or span ("anything on the calendar tomorrow?", "what's on the
// schedule this week"), the drive's totals ("how many files are in the drive") and the DSP inbox of the
// store simulator ("any ddex msgs in the dsp inbox that got rejected"), from the ops and distribution faces.
import { calendarCoreItems, driveTotals } from '@/lib/ops';
import { servicesCalendarItems } from '@/lib/services';
import { simulatorInbox } from '@/lib/distribution';
import { formatDate } from '../../platform/format';
import { catalogueNames, namesAny } from './areas';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const DAY = 86_400_000;
// "the calendar", "my agenda", "on the schedule": the calendar itself, not a release's or the studio's schedule.
const CALENDAR = /\b(?:calendar|agenda|diary|planner)\b|\bon (?:the|our|my) schedule\b/i;
// "the drive", "files in the drive", "drive storage": the staff drive, never "Summer Drive" (a release).
const DRIVE =
  /\b(?:the|our|admin|tnm|team|shared|my) drive\b|\bdrive (?:files?|storage|folders?|space|quota|usage)\b|\b(?:file storage|stored files)\b/i;
const INBOX = /\b(?:ddex|ern|dsp inbox|inbox messages?|simulator)\b/i;
const KIND: Record<string, string> = {
  welcome_call: 'welcome call',
  studio_booking: 'studio booking',
  release: 'release date',
  delivery_run: 'delivery run',
  payout_run: 'payout run',
  service_deadline: 'service deadline',
  event: 'event',
  task: 'task',
};

const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

export const calendarIntent: Intent = {
  key: 'calendar',
  description:
    'What is on the staff calendar for a day or a span (welcome calls, studio bookings, release dates, runs, events, tasks).',
  matches: (f) =>
    CALENDAR.test(f.raw) &&
    !f.has('earn', 'payout', 'ticket', 'course', 'lesson') &&
    !/\b(?:scheduled|schedule) (?:releases?|for release)\b|\breleases? (?:are |is )?scheduled\b/i.test(f.raw),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'the calendar');
    if (denied) return denied;
    if (!f) return null;
    const today = startOfDay(new Date());
    const raw = f.raw.toLowerCase();
    const [from, days, label] = /\btomorrow\b/.test(raw)
      ? [new Date(today.getTime() + DAY), 1, 'tomorrow']
      : /\byesterday\b/.test(raw)
        ? [new Date(today.getTime() - DAY), 1, 'yesterday']
        : /\b(?:next week|coming week)\b/.test(raw)
          ? [new Date(today.getTime() + 7 * DAY), 7, 'next week']
          : /\b(?:this week|week)\b/.test(raw)
            ? [today, 7, 'in the next 7 days']
            : f.period?.start && f.period.end
              ? [
                  f.period.start,
                  Math.max(1, Math.round((f.period.end.getTime() - f.period.start.getTime()) / DAY)),
                  f.period.label,
                ]
              : [today, 1, 'today'];
    // The calendar page's entries: its own records and the services area's (studio bookings, deadlines).
    const [core, services] = await Promise.all([
      calendarCoreItems(ctx.user, from, days),
      servicesCalendarItems(from, new Date(from.getTime() + days * DAY)),
    ]);
    const items = [...services, ...core];
    const shown = items
      .slice()
      .sort((a, b) => a.start.localeCompare(b.start))
      .slice(0, 12)
      .map((i) => `${i.title} (${KIND[i.kind] ?? i.kind}, ${formatDate(new Date(i.start))})`);
    return {
      intent: this.key,
      // The staff member's own events and tasks apart from what other records put on the calendar.
      text: items.length
        ? `${plural(items.length, 'item')} on the calendar ${label}: ${shown.join(', ')}. Personal events: ${items.filter((i) => i.kind === 'event').length}, tasks: ${items.filter((i) => i.kind === 'task').length}.`
        : `Nothing on the calendar ${label}: 0 items (no welcome calls, studio bookings, release dates, runs, events or tasks).`,
      link: { href: '/admin-calendar-tasks', label: 'Calendar' },
    };
  },
};

export const driveIntent: Intent = {
  key: 'drive',
  description: 'How many files and folders the staff drive holds, their size, and how many are in the trash.',
  matches: (f) => DRIVE.test(f.raw) && !f.has('earn', 'release', 'delivery'),
  async answer(ctx, _id, f) {
    const denied = staffOnly(ctx, this.key, 'the drive');
    if (denied) return denied;
    if (f && namesAny(await catalogueNames(ctx, f))) return null;
    const t = await driveTotals(ctx.user);
    const mb = Math.round((t.bytes / 1_048_576) * 10) / 10;
    return {
      intent: this.key,
      text: `The drive holds ${plural(t.files, 'file')} (${mb} MB) in ${plural(t.folders, 'folder')}; ${plural(t.trashed, 'file')} in the trash.`,
      link: { href: '/admin-drive', label: 'Drive' },
    };
  },
};

export const dspInboxIntent: Intent = {
  key: 'dsp-inbox',
  description: "The DDEX messages the store simulator's inbox received: how many, accepted and rejected, with errors.",
  matches: (f) => INBOX.test(f.raw) && !/\bddex (?:upload|import)/i.test(f.raw),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'the DSP inbox');
    if (denied) return denied;
    const inbox = await simulatorInbox();
    const rejected = inbox.received - inbox.accepted;
    const recent = inbox.recent.filter((m) => !m.accepted).slice(0, 5);
    return {
      intent: this.key,
      text:
        `The DSP inbox received ${plural(inbox.received, 'DDEX message')}: ${inbox.accepted} accepted, ${rejected} rejected` +
        (recent.length
          ? ` (latest rejected: ${recent.map((m) => `${m.kind} "${m.releaseTitle || m.messageId}" ${formatDate(m.receivedAt)}`).join(', ')})`
          : rejected
            ? ''
            : ' (none rejected)') +
        '.',
      link: { href: '/dsp-simulator', label: 'DSP simulator' },
    };
  },
};
