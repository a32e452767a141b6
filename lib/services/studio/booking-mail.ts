// What a studio booking sends: the confirmation with its calendar file (.ics) and, a day before the session,
// the reminder (a job). The session's time is written in the studio's own time zone.
import { createEvent } from 'ics';
import { db } from '../../platform/db';
import type { SessionUser } from '../../platform/auth/session';
import { sendTemplatedEmail } from '@/lib/comms';
import { formatMoney } from '../../platform/format';
import { enqueue } from '../../platform/jobs';
import { logger } from '../../platform/logger';

export const studioReminderJob = { name: 'studio.reminder', options: { retryLimit: 3, retryDelay: 60 } };

/** The session's start as the studio's clock shows it, e.g. "Monday, March 1, 2027 at 3:00 PM". */
const sessionWhen = (b: { start: Date; room: { location: { timezone: string } } }) =>
  b.start.toLocaleString('en-US', { timeZone: b.room.location.timezone, dateStyle: 'full', timeStyle: 'short' });

/** The booking as a calendar invitation (.ics). */
export async function bookingIcs(bookingId: string): Promise<string> {
  const b = await db.studioBooking.findUniqueOrThrow({
    where: { id: bookingId },
    include: { room: { include: { location: true } }, user: { select: { name: true, email: true } } },
  });
  const arr = (d: Date) =>
    [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()] as [
      number,
      number,
      number,
      number,
      number,
    ];
  const { error, value } = createEvent({
    uid: `studio-booking-${b.id}@platform`,
    start: arr(b.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: arr(b.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Studio session: ${b.room.name}`,
    description: `Your session in ${b.room.name} at ${b.room.location.name}.`,
    location: [b.room.location.address, b.room.location.city].filter(Boolean).join(', '),
    status: b.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    method: b.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
    attendees: [{ name: b.user.name, email: b.user.email, rsvp: true }],
  });
  if (error || !value) throw error ?? new Error('calendar file not created');
  return value;
}

/** The confirmation email with the calendar file, and the reminder job a day before; failures are logged. */
export async function sendBookingConfirmation(bookingId: string, actor: SessionUser) {
  try {
    const b = await db.studioBooking.findUniqueOrThrow({
      where: { id: bookingId },
      include: { room: { include: { location: true } } },
    });
    const when = sessionWhen(b);
    await sendTemplatedEmail({
      to: actor.email,
      brand: actor.brand,
      template: 'studio_booking',
      vars: {
        recipientName: actor.name,
        roomName: b.room.name,
        locationName: b.room.location.name,
        address: b.room.location.address,
        when,
        depositLine:
          b.depositCents > 0
            ? `A deposit of ${formatMoney(b.depositCents)} is due on the order in your service hub.`
            : '',
        cancelHours: String(b.room.cancelHours),
      },
      attachments: [
        {
          filename: 'studio-session.ics',
          contentType: 'text/calendar; method=REQUEST',
          content: await bookingIcs(b.id),
        },
      ],
    });
    const remindAt = new Date(b.start.getTime() - 24 * 3600_000);
    await enqueue(studioReminderJob, { bookingId: b.id }, remindAt > new Date() ? { startAfter: remindAt } : {});
  } catch (err) {
    logger.error('studio booking follow-up failed', err);
  }
}

/** Job: the reminder email a day before a session (once; skipped when the booking was cancelled). */
export async function sendStudioReminder(bookingId: string): Promise<void> {
  const claimed = await db.studioBooking.updateMany({
    where: { id: bookingId, status: 'booked', reminderSentAt: null },
    data: { reminderSentAt: new Date() },
  });
  if (claimed.count !== 1) return;
  const b = await db.studioBooking.findUniqueOrThrow({
    where: { id: bookingId },
    include: { room: { include: { location: true } }, user: { select: { email: true, name: true, brand: true } } },
  });
  const when = sessionWhen(b);
  await sendTemplatedEmail({
    to: b.user.email,
    brand: b.user.brand,
    template: 'studio_reminder',
    vars: {
      recipientName: b.user.name,
      roomName: b.room.name,
      locationName: b.room.location.name,
      address: b.room.location.address,
      when,
    },
  });
}
