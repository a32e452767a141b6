// Studio booking: rooms on a grid of slots in their place's time zone. A booking holds one StudioSlot row
// per grid cell it covers (plus the room's buffer after it); the (roomId, slotStart) primary key makes a
// double booking impossible under any concurrency, on PGlite and on a server alike.
import { db, type Client } from '../../platform/db';
import { recordAudit } from '../../platform/audit';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/session';
import { isStaff } from '../../platform/auth/actor';
import { bookingListScope, bookingScope } from '../access';
import { createOrder } from '../orders';
import { refundOrderAs } from '../payments';
import { isoWeekday, localToUtc, utcToLocal } from './time';
import type { BookingInput, BookingListQuery } from './schema';
import type { Prisma } from '../../generated/prisma/client';
import { paginate } from '../../platform/paging';
import { bookingIcs, sendBookingConfirmation } from './booking-mail';

const MIN = 60_000;

export async function listRooms(opts: { includeInactive?: boolean } = {}) {
  const rows = await db.studioRoom.findMany({
    where: opts.includeInactive ? {} : { active: true, location: { active: true } },
    include: { location: true, engineers: { where: opts.includeInactive ? {} : { active: true } } },
    orderBy: [{ location: { name: 'asc' } }, { name: 'asc' }],
  });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    location: { id: r.location.id, name: r.location.name, address: r.location.address, city: r.location.city },
    timezone: r.location.timezone,
    openMinute: r.openMinute,
    closeMinute: r.closeMinute,
    openDays: r.openDays,
    slotMinutes: r.slotMinutes,
    hourlyRateCents: r.hourlyRateCents,
    depositPercent: r.depositPercent,
    bufferMinutes: r.bufferMinutes,
    cancelHours: r.cancelHours,
    active: r.active,
    engineers: r.engineers.map((e) => ({
      id: e.id,
      name: e.name,
      days: e.days,
      ...(opts.includeInactive ? { email: e.email, active: e.active } : {}),
    })),
  }));
}
export type RoomView = Awaited<ReturnType<typeof listRooms>>[number];

async function roomOrThrow(tx: Client, roomId: string) {
  const room = await tx.studioRoom.findFirst({
    where: { id: roomId, active: true, location: { active: true } },
    include: { location: true },
  });
  if (!room) throw new NotFound('Room not found');
  return room;
}

/** The grid cells [from, to) of a room. */
function cells(from: Date, to: Date, slotMinutes: number): Date[] {
  const out: Date[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += slotMinutes * MIN) out.push(new Date(t));
  return out;
}

/** Free one-slot times of a room on a local date, as ISO instants. Past slots are not offered. */
export async function availability(roomId: string, date: string, now = new Date()) {
  const room = await roomOrThrow(db, roomId);
  if (!room.openDays.includes(isoWeekday(date))) return [];
  const tz = room.location.timezone;
  const open = localToUtc(date, room.openMinute, tz);
  const close = localToUtc(date, room.closeMinute, tz);
  const step = room.slotMinutes * MIN;
  const taken = await db.studioSlot.findMany({
    where: {
      roomId,
      slotStart: {
        gte: new Date(open.getTime() - room.bufferMinutes * MIN),
        lt: new Date(close.getTime() + room.bufferMinutes * MIN),
      },
    },
    select: { slotStart: true },
  });
  const busy = new Set(taken.map((t) => t.slotStart.getTime()));
  const out: { start: string; end: string }[] = [];
  for (let t = open.getTime(); t + step <= close.getTime(); t += step) {
    if (t < now.getTime()) continue;
    const need = cells(new Date(t), new Date(t + step + room.bufferMinutes * MIN), room.slotMinutes);
    if (need.some((c) => busy.has(c.getTime()))) continue;
    out.push({ start: new Date(t).toISOString(), end: new Date(t + step).toISOString() });
  }
  return out;
}

function validateTimes(room: Awaited<ReturnType<typeof roomOrThrow>>, start: Date, end: Date, now: Date) {
  if (!(end > start)) throw new BadRequest('The session must end after it starts.');
  if (start < now) throw new BadRequest('That time is in the past; choose a later slot.');
  const tz = room.location.timezone;
  const s = utcToLocal(start, tz);
  const e = utcToLocal(new Date(end.getTime() - 1), tz);
  if (s.date !== e.date) throw new BadRequest('A session must start and end on the same day.');
  if (!room.openDays.includes(isoWeekday(s.date))) throw new BadRequest('The studio is closed that day.');
  const endMinute = s.minute + (end.getTime() - start.getTime()) / MIN;
  if (s.minute < room.openMinute || endMinute > room.closeMinute)
    throw new BadRequest('That time is outside the studio’s opening hours.');
  if (
    (s.minute - room.openMinute) % room.slotMinutes !== 0 ||
    (end.getTime() - start.getTime()) % (room.slotMinutes * MIN) !== 0
  )
    throw new BadRequest(`Sessions start and end on the ${room.slotMinutes}-minute grid.`);
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === 'P2002' || /unique constraint|duplicate key/i.test(e?.message ?? '');
};

/** Books a session; a deposit, if the room takes one, becomes an order in the order engine. */
export async function createBooking(actor: SessionUser, input: BookingInput, now = new Date()) {
  const start = new Date(input.start);
  const end = new Date(input.end);
  const room = await roomOrThrow(db, input.roomId);
  validateTimes(room, start, end, now);
  const minutes = (end.getTime() - start.getTime()) / MIN;
  const priceCents = Math.round((room.hourlyRateCents * minutes) / 60);
  const depositCents = Math.floor((priceCents * room.depositPercent) / 100);
  const offering =
    depositCents > 0
      ? await db.serviceOffering.findFirst({
          where: { key: 'studio_session', brand: room.location.brand, active: true },
        })
      : null;
  if (depositCents > 0 && !offering) throw new Conflict('Studio sessions cannot be booked online at the moment.');
  let booking;
  try {
    booking = await db.$transaction(async (tx) => {
      const b = await tx.studioBooking.create({
        data: { roomId: room.id, userId: actor.id, start, end, priceCents, depositCents, notes: input.notes },
      });
      await tx.studioSlot.createMany({
        data: cells(start, new Date(end.getTime() + room.bufferMinutes * MIN), room.slotMinutes).map((slotStart) => ({
          roomId: room.id,
          slotStart,
          bookingId: b.id,
        })),
      });
      let orderId: string | null = null;
      if (offering) {
        const order = await createOrder(
          actor,
          { offeringId: offering.id, intake: { bookingId: b.id } },
          { tx, amountCents: depositCents },
        );
        orderId = order.id;
        await tx.studioBooking.updateMany({ where: { id: b.id, userId: actor.id, orderId: null }, data: { orderId } });
      }
      await recordAudit({
        tx,
        actor: actor.id,
        action: 'studio_booking.create',
        target: { type: 'studio_booking', id: b.id },
        detail: { roomId: room.id, start: start.toISOString(), end: end.toISOString(), depositCents },
      });
      return { ...b, orderId };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict('That time was just booked by someone else; choose another slot.');
    throw err;
  }
  await sendBookingConfirmation(booking.id, actor);
  return { id: booking.id, orderId: booking.orderId, priceCents, depositCents };
}

/** The caller's bookings (staff: everyone's unless `mine`), latest session first, one page at a time. */
export async function listMyBookings(actor: SessionUser, q: BookingListQuery) {
  const where = bookingListScope(actor, q.mine === '1');
  const include = {
    room: { select: { name: true, cancelHours: true, location: { select: { name: true, timezone: true } } } },
    order: { select: { id: true, reference: true, paymentStatus: true } },
    user: { select: { name: true } },
  } as const;
  return paginate(
    q,
    (page) => db.studioBooking.findMany({ where, include, orderBy: [{ start: 'desc' }, { id: 'desc' }], ...page }),
    () => db.studioBooking.count({ where }),
    (rows) => rows.map((b) => toBookingView(actor, b)),
  );
}

function toBookingView(
  actor: SessionUser,
  b: Prisma.StudioBookingGetPayload<{
    include: {
      room: { select: { name: true; cancelHours: true; location: { select: { name: true; timezone: true } } } };
      order: { select: { id: true; reference: true; paymentStatus: true } };
      user: { select: { name: true } };
    };
  }>,
) {
  return {
    id: b.id,
    room: b.room.name,
    location: b.room.location.name,
    timezone: b.room.location.timezone,
    start: b.start.toISOString(),
    end: b.end.toISOString(),
    status: b.status,
    priceCents: b.priceCents,
    depositCents: b.depositCents,
    cancelHours: b.room.cancelHours,
    order: b.order,
    mine: b.userId === actor.id,
    bookedBy: b.user.name,
  };
}
export type BookingView = ReturnType<typeof toBookingView>;

/**
 * Cancels a booking and frees its slots. Inside the cancellation window a paid deposit is refunded;
 * later, the deposit is kept (the policy shown when booking).
 */
export async function cancelBooking(actor: SessionUser, id: string, now = new Date()) {
  const staff = isStaff(actor);
  const r = await db.$transaction(async (tx) => {
    const b = await tx.studioBooking.findFirst({
      where: { id, ...bookingScope(actor) },
      include: { room: true, order: true },
    });
    if (!b) throw new NotFound('Booking not found');
    if (b.start <= now) throw new Conflict('This session has already started.');
    const done = await tx.studioBooking.updateMany({
      where: { id, ...bookingScope(actor), status: 'booked' },
      data: { status: 'cancelled', cancelledAt: now },
    });
    if (done.count !== 1) throw new Conflict('This booking is already cancelled.');
    await tx.studioSlot.deleteMany({ where: { bookingId: id } });
    const inWindow = b.start.getTime() - now.getTime() >= b.room.cancelHours * 3600_000;
    let refund = false;
    if (b.order) {
      if (b.order.paymentStatus === 'paid') refund = inWindow || staff;
      else
        await tx.serviceOrder.updateMany({
          where: { id: b.order.id, status: 'submitted', paymentStatus: 'awaiting_payment' },
          data: { status: 'cancelled', closedAt: now },
        });
      if (b.order.paymentStatus === 'paid' && !refund)
        await tx.serviceOrder.updateMany({
          where: { id: b.order.id, status: 'submitted' },
          data: { status: 'cancelled', closedAt: now },
        });
    }
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'studio_booking.cancel',
      target: { type: 'studio_booking', id },
      detail: { inWindow, refund },
    });
    return { orderId: b.order?.id ?? null, refund, inWindow };
  });
  if (r.refund && r.orderId)
    await refundOrderAs(actor.id, r.orderId, 'Studio session cancelled within the cancellation window');
  return { cancelled: true, depositRefunded: r.refund, lateCancellation: !r.inWindow };
}

/** The calendar file of one of the caller's bookings (staff: any). */
export async function myBookingIcs(actor: SessionUser, id: string) {
  const b = await db.studioBooking.findFirst({
    where: { id, ...bookingScope(actor) },
    select: { id: true },
  });
  if (!b) throw new NotFound('Booking not found');
  return bookingIcs(b.id);
}
