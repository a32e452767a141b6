// Studio booking through its route handlers: availability, bad input, the double-booking constraint
// under 50 concurrent requests for one slot, deposits as orders, the cancellation policy and .ics.
import { db } from '@/lib/platform/db';
import * as roomsRoute from '@/app/api/studio/rooms/route';
import * as availabilityRoute from '@/app/api/studio/rooms/[id]/availability/route';
import * as bookingsRoute from '@/app/api/studio/bookings/route';
import * as bookingRoute from '@/app/api/studio/bookings/[id]/route';
import * as icsRoute from '@/app/api/studio/bookings/[id]/ics/route';
import * as locationsRoute from '@/app/api/studio/locations/route';
import * as orderRoute from '@/app/api/services/orders/[id]/route';
import { localToUtc } from '@/lib/services/studio/time';
import { call, createUser } from '../../helpers/api';

jest.setTimeout(180_000);

let admin: Awaited<ReturnType<typeof createUser>>;
let roomId: string;
const TZ = 'America/New_York';

/** A date a few days ahead, as YYYY-MM-DD in the studio's time zone. */
function dayAhead(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
const at = (date: string, hour: number) => localToUtc(date, hour * 60, TZ).toISOString();

beforeAll(async () => {
  admin = await createUser('admin');
  await db.serviceOffering.create({
    data: { brand: 'tnm', key: 'studio_session', name: 'Studio Session Deposit', priceCents: 0, inPerson: true },
  });
  const loc = await call(locationsRoute.POST, {
    as: admin,
    body: { brand: 'tnm', name: 'Test Studios', address: '1 Main St', timezone: TZ, hoursText: '10-22' },
  });
  expect(loc.status).toBe(201);
  const room = await call(roomsRoute.POST, {
    as: admin,
    body: {
      locationId: loc.json.id,
      name: 'Room 1',
      openMinute: 600,
      closeMinute: 1320,
      openDays: [1, 2, 3, 4, 5, 6, 7],
      slotMinutes: 60,
      hourlyRateCents: 5000,
      depositPercent: 50,
      bufferMinutes: 60,
      cancelHours: 48,
    },
  });
  expect(room.status).toBe(201);
  roomId = room.json.id;
});

describe('studio booking', () => {
  it('lists rooms and free slots in the room’s hours', async () => {
    const artist = await createUser('artist');
    const rooms = await call(roomsRoute.GET, { as: artist });
    expect(rooms.json).toEqual([expect.objectContaining({ id: roomId, name: 'Room 1' })]);
    const date = dayAhead(5);
    const free = await call(availabilityRoute.GET, { as: artist, params: { id: roomId }, url: `/x?date=${date}` });
    expect(free.status).toBe(200);
    expect(free.json).toHaveLength(12);
    expect(free.json[0]).toEqual({ start: at(date, 10), end: at(date, 11) });
    const bad = await call(availabilityRoute.GET, { as: artist, params: { id: roomId }, url: '/x?date=tomorrow' });
    expect(bad.status).toBe(400);
  });

  it('refuses bookings in the past, outside opening hours or off the grid', async () => {
    const artist = await createUser('artist');
    const date = dayAhead(6);
    const yesterday = dayAhead(-1);
    const cases = [
      [{ start: at(yesterday, 12), end: at(yesterday, 13) }, /past/],
      [{ start: at(date, 8), end: at(date, 9) }, /opening hours/],
      [{ start: at(date, 21), end: at(date, 23) }, /opening hours/],
      [{ start: localToUtc(date, 630, TZ).toISOString(), end: localToUtc(date, 690, TZ).toISOString() }, /grid/],
      [{ start: at(date, 13), end: at(date, 12) }, /end after/],
    ] as const;
    for (const [times, msg] of cases) {
      const res = await call(bookingsRoute.POST, { as: artist, body: { roomId, ...times } });
      expect({ status: res.status, error: res.json.error }).toEqual({ status: 400, error: expect.stringMatching(msg) });
    }
    expect((await call(bookingsRoute.POST, { as: artist, body: { roomId, start: 'soon', end: 'later' } })).status).toBe(
      400,
    );
    expect(await db.studioBooking.count()).toBe(0);
  });

  it('gives one slot to exactly one of 50 concurrent bookings', async () => {
    const artists = await Promise.all(Array.from({ length: 50 }, () => createUser('artist')));
    const date = dayAhead(7);
    const body = { roomId, start: at(date, 14), end: at(date, 16) };
    const results = await Promise.all(artists.map((as) => call(bookingsRoute.POST, { as, body })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.find((r) => r.status === 409)!.json.error).toMatch(/just booked/);
    const winner = results.find((r) => r.status === 201)!;
    expect(winner.json).toMatchObject({ id: expect.any(String), priceCents: 10000, depositCents: 5000 });
    expect(await db.studioBooking.count({ where: { start: new Date(body.start) } })).toBe(1);
    // Nothing half-written: one deposit order, two booked cells plus one buffer cell.
    expect(await db.serviceOrder.count({ where: { offering: { key: 'studio_session' } } })).toBe(1);
    expect(await db.studioSlot.count({ where: { bookingId: winner.json.id } })).toBe(3);

    // Overlaps and the buffer are refused too; the slot after the buffer is free.
    const other = artists[1];
    expect(
      (await call(bookingsRoute.POST, { as: other, body: { roomId, start: at(date, 15), end: at(date, 17) } })).status,
    ).toBe(409);
    expect(
      (await call(bookingsRoute.POST, { as: other, body: { roomId, start: at(date, 16), end: at(date, 17) } })).status,
    ).toBe(409);
    expect(
      (await call(bookingsRoute.POST, { as: other, body: { roomId, start: at(date, 17), end: at(date, 18) } })).status,
    ).toBe(201);
    const free = await call(availabilityRoute.GET, { as: other, params: { id: roomId }, url: `/x?date=${date}` });
    const starts = free.json.map((s: { start: string }) => s.start);
    for (const h of [13, 14, 15, 16, 17]) expect(starts).not.toContain(at(date, h));
    expect(starts).toContain(at(date, 12));
  });

  it('makes the deposit an order, sends an .ics, and applies the cancellation policy', async () => {
    const artist = await createUser('artist');
    const date = dayAhead(10);
    const b = await call(bookingsRoute.POST, { as: artist, body: { roomId, start: at(date, 10), end: at(date, 11) } });
    expect(b.status).toBe(201);
    const order = await call(orderRoute.GET, { as: artist, params: { id: b.json.orderId } });
    expect(order.json).toMatchObject({
      amountCents: 2500,
      paymentStatus: 'awaiting_payment',
      service: { key: 'studio_session' },
    });
    const ics = await call(icsRoute.GET, { as: artist, params: { id: b.json.id } });
    expect(ics.status).toBe(200);
    expect(ics.text).toContain('BEGIN:VEVENT');
    expect(ics.text).toContain('SUMMARY:Studio session: Room 1');
    const mail = await db.outboxEmail.findFirst({ where: { to: artist.email, kind: 'studio_booking' } });
    expect(JSON.stringify(mail?.attachments)).toContain('studio-session.ics');
    // Another artist can neither see nor cancel it.
    const stranger = await createUser('artist');
    expect((await call(bookingRoute.DELETE, { as: stranger, params: { id: b.json.id } })).status).toBe(404);
    expect((await call(icsRoute.GET, { as: stranger, params: { id: b.json.id } })).status).toBe(404);

    // The deposit is paid, then the artist cancels 10 days ahead: inside the policy, so it is refunded.
    await call(orderRoute.POST, {
      as: admin,
      params: { id: b.json.orderId },
      body: { action: 'record_payment', reference: 'CARD-POS-1' },
    });
    const cancel = await call(bookingRoute.DELETE, { as: artist, params: { id: b.json.id } });
    expect(cancel.status).toBe(200);
    expect(cancel.json).toMatchObject({ cancelled: true, depositRefunded: true });
    expect((await db.serviceOrder.findUniqueOrThrow({ where: { id: b.json.orderId } })).paymentStatus).toBe('refunded');
    expect((await call(bookingRoute.DELETE, { as: artist, params: { id: b.json.id } })).status).toBe(409);
    // The slot is free again.
    const again = await call(bookingsRoute.POST, {
      as: stranger,
      body: { roomId, start: at(date, 10), end: at(date, 11) },
    });
    expect(again.status).toBe(201);
  });
});
