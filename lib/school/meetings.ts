// Welcome calls: availability set by admins, one booking per slot (a unique index holds under
// concurrency) and per application, with an .ics invitation.
import { db } from '../platform/db';
import { paginate, type PageQuery } from '../platform/paging';
import { BadRequest, Conflict, NotFound } from '../platform/errors';
import { sendTemplatedEmail } from '@/lib/comms';
import { hashToken } from '../platform/auth/tokens';
import type { SessionUser } from '../platform/auth/session';
import { recordActivity } from './activity';
import { absoluteUrl } from '../platform/links';
import { buildIcs } from './ics';
import { programName } from './programs';
import { recordAudit } from '../platform/audit';

export async function createSlots(
  actor: SessionUser,
  input: { startsAt: string; durationMinutes: number; count: number; hostTimezone: string },
) {
  const first = new Date(input.startsAt);
  if (first.getTime() < Date.now()) throw new BadRequest('Slots must start in the future');
  const ms = input.durationMinutes * 60_000;
  const data = Array.from({ length: input.count }, (_, i) => ({
    hostId: actor.id,
    startsAt: new Date(first.getTime() + i * ms),
    endsAt: new Date(first.getTime() + (i + 1) * ms),
    hostTimezone: input.hostTimezone,
  }));
  const res = await db.$transaction(async (tx) => {
    const made = await tx.meetingSlot.createMany({ data, skipDuplicates: true });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'meeting_slot.create',
      target: { type: 'MeetingSlot', id: null },
      detail: { startsAt: input.startsAt, count: made.count },
    });
    return made;
  });
  return { created: res.count, skipped: data.length - res.count };
}

/** Slots from yesterday on, soonest first, one page at a time. */
export function listSlots(q: PageQuery) {
  const where = { startsAt: { gte: new Date(Date.now() - 24 * 3600_000) } };
  return paginate(
    q,
    (page) =>
      db.meetingSlot.findMany({
        where,
        orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
        ...page,
        include: {
          host: { select: { name: true } },
          booking: {
            select: {
              id: true,
              attendeeTimezone: true,
              application: { select: { id: true, applicantName: true, email: true, program: true } },
            },
          },
        },
      }),
    () => db.meetingSlot.count({ where }),
  );
}

export async function deleteSlot(id: string) {
  const slot = await db.meetingSlot.findUnique({ where: { id }, include: { booking: { select: { id: true } } } });
  if (!slot) throw new NotFound('Slot not found');
  if (slot.booking) throw new Conflict('This slot is booked; it cannot be removed.');
  // Booked meanwhile: still refused.
  const removed = await db.meetingSlot.deleteMany({ where: { id, booking: { is: null } } });
  if (removed.count !== 1) throw new Conflict('This slot is booked; it cannot be removed.');
}

async function applicationFor(token: string | undefined, user: SessionUser | null) {
  if (token) {
    const app = await db.application.findUnique({
      where: { bookingTokenHash: hashToken(token) },
      include: { booking: { include: { slot: { include: { host: { select: { name: true, email: true } } } } } } },
    });
    if (!app) throw new NotFound('This booking link is not valid. Use the link from your email.');
    return app;
  }
  if (!user) throw new BadRequest('Use the link from your email, or sign in to book your welcome call.');
  const app = await db.application.findFirst({
    where: { studentId: user.id },
    include: { booking: { include: { slot: { include: { host: { select: { name: true, email: true } } } } } } },
  });
  if (!app) throw new NotFound('There is no signed application on your account to book a welcome call for.');
  return app;
}

/** What the booking page shows: the applicant, their booking if made, and the open slots. */
export async function bookingContext(token: string | undefined, user: SessionUser | null) {
  const app = await applicationFor(token, user);
  const slots = app.booking
    ? []
    : await db.meetingSlot.findMany({
        where: { startsAt: { gt: new Date() }, booking: null },
        orderBy: { startsAt: 'asc' },
        // bounded: an applicant books one call; the 200 soonest open slots are months of choice.
        take: 200,
        select: { id: true, startsAt: true, endsAt: true, hostTimezone: true, host: { select: { name: true } } },
      });
  return {
    applicantName: app.applicantName,
    programName: programName(app.program),
    booking: app.booking
      ? {
          id: app.booking.id,
          startsAt: app.booking.slot.startsAt,
          endsAt: app.booking.slot.endsAt,
          hostTimezone: app.booking.slot.hostTimezone,
          hostName: app.booking.slot.host.name,
          attendeeTimezone: app.booking.attendeeTimezone,
        }
      : null,
    slots: slots.map((s) => ({
      id: s.id,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      hostTimezone: s.hostTimezone,
      hostName: s.host.name,
    })),
  };
}

const TAKEN = 'That time was just booked by someone else. Please choose another time.';

export async function bookWelcomeCall(
  input: { token?: string; slotId: string; attendeeTimezone: string },
  user: SessionUser | null,
) {
  const app = await applicationFor(input.token, user);
  if (app.booking) throw new Conflict('You have already booked your welcome call.');
  const booking = await db
    .$transaction(async (tx) => {
      const slot = await tx.meetingSlot.findUnique({
        where: { id: input.slotId },
        include: { booking: { select: { id: true } }, host: { select: { name: true, email: true } } },
      });
      if (!slot) throw new NotFound('That time is no longer offered. Please choose another time.');
      if (slot.booking) throw new Conflict(TAKEN);
      if (slot.startsAt.getTime() <= Date.now())
        throw new BadRequest('That time has already passed. Please choose another time.');
      const ics = buildIcs({
        uid: `welcome-${app.id}@tnm-school`,
        start: slot.startsAt,
        end: slot.endsAt,
        summary: `TNM welcome call: ${app.applicantName}`,
        description: `Welcome call for ${programName(app.program)} with ${slot.host.name}.`,
        organizer: { name: slot.host.name, email: slot.host.email },
        attendee: { name: app.applicantName, email: app.email },
      });
      const created = await tx.welcomeCallBooking.create({
        data: { slotId: slot.id, applicationId: app.id, attendeeTimezone: input.attendeeTimezone, ics },
      });
      if (app.studentId)
        await recordActivity(
          tx,
          app.studentId,
          'welcome_call_booked',
          `Booked a welcome call for ${slot.startsAt.toISOString()}`,
        );
      await recordAudit({
        tx,
        actor: user?.id ?? app.studentId ?? null,
        action: 'welcome_call.book',
        target: { type: 'WelcomeCallBooking', id: created.id },
        detail: { applicationId: app.id, slotId: slot.id },
      });
      return { ...created, slot };
    })
    .catch((err) => {
      if ((err as { code?: string }).code === 'P2002') throw new Conflict(TAKEN);
      throw err;
    });
  const when = (tz: string) =>
    booking.slot.startsAt.toLocaleString('en-US', {
      timeZone: tz,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
  const icsUrl = `/api/school/welcome-call/${booking.id}/ics`;
  await sendTemplatedEmail({
    to: app.email,
    template: 'welcome_call',
    kind: 'school_welcome_call',
    vars: {
      recipientName: app.applicantName,
      hostName: booking.slot.host.name,
      when: when(input.attendeeTimezone),
      hostWhen: when(booking.slot.hostTimezone),
      icsUrl: `${absoluteUrl(icsUrl)}${input.token ? `?token=${input.token}` : ''}`,
    },
    attachments: [
      {
        filename: 'welcome-call.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: booking.ics,
      },
    ],
    secrets: input.token ? [input.token] : [],
  });
  await sendTemplatedEmail({
    to: booking.slot.host.email,
    template: 'welcome_call_host',
    kind: 'school_welcome_call_host',
    vars: {
      recipientName: booking.slot.host.name,
      applicantName: app.applicantName,
      applicantEmail: app.email,
      when: when(booking.slot.hostTimezone),
      attendeeWhen: when(input.attendeeTimezone),
    },
    attachments: [
      {
        filename: 'welcome-call.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: booking.ics,
      },
    ],
  });
  return {
    id: booking.id,
    startsAt: booking.slot.startsAt,
    endsAt: booking.slot.endsAt,
    hostName: booking.slot.host.name,
    hostTimezone: booking.slot.hostTimezone,
    attendeeTimezone: booking.attendeeTimezone,
    icsUrl,
  };
}

/** The invitation file: for the booking's applicant (token or session) and staff. */
export async function bookingIcs(id: string, token: string | undefined, user: SessionUser | null) {
  const booking = await db.welcomeCallBooking.findUnique({
    where: { id },
    include: { application: { select: { bookingTokenHash: true, studentId: true } } },
  });
  const isStaff = user && ['admin', 'super_admin'].includes(user.role);
  const allowed =
    booking &&
    (isStaff ||
      (user && user.id === booking.application.studentId) ||
      (token && hashToken(token) === booking.application.bookingTokenHash));
  if (!booking || !allowed) throw new NotFound('Booking not found');
  return booking.ics;
}

/** Welcome-call slots from now on: how many are still open (unbooked) and how many are booked, soonest first. */
export async function upcomingSlotCounts(now = new Date()) {
  const where = { startsAt: { gte: now } };
  const [open, booked, next] = await Promise.all([
    db.meetingSlot.count({ where: { ...where, booking: { is: null } } }),
    db.meetingSlot.count({ where: { ...where, booking: { isNot: null } } }),
    db.meetingSlot.findFirst({ where: { ...where, booking: { is: null } }, orderBy: { startsAt: 'asc' } }),
  ]);
  return { open, booked, nextOpen: next?.startsAt ?? null };
}
