// The calendar: personal events, tasks with assignees, release dates, and the secret ICS feed.
import { db } from '@/lib/platform/db';
import * as calendar from '@/app/api/calendar/route';
import * as events from '@/app/api/calendar/events/route';
import * as tasks from '@/app/api/calendar/tasks/route';
import * as task from '@/app/api/calendar/tasks/[id]/route';
import * as feed from '@/app/api/calendar/feed/route';
import * as feedToken from '@/app/api/calendar/feed/[token]/route';
import { call, createUser } from '../../helpers/api';

it('shows events, tasks and release dates, and serves them as a private ICS feed', async () => {
  const admin = await createUser('admin');
  const colleague = await createUser('admin');
  const artist = await createUser('artist');
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = tomorrow.toISOString().slice(0, 10);
  await db.release.create({
    data: {
      ownerId: artist.id,
      title: 'Night Drive',
      primaryArtist: 'Ada',
      status: 'approved',
      releaseDate: new Date(`${day}T00:00:00Z`),
    },
  });

  const ev = await call(events.POST, {
    as: admin,
    body: {
      title: 'Label meeting',
      startsAt: tomorrow.toISOString(),
      endsAt: new Date(tomorrow.getTime() + 3600_000).toISOString(),
    },
  });
  expect(ev.status).toBe(201);
  const badEv = await call(events.POST, {
    as: admin,
    body: {
      title: 'Backwards',
      startsAt: tomorrow.toISOString(),
      endsAt: new Date(tomorrow.getTime() - 1).toISOString(),
    },
  });
  expect(badEv.status).toBe(400);
  const t = await call(tasks.POST, { as: admin, body: { title: 'Check stems', dueAt: tomorrow.toISOString() } });
  expect(t.status).toBe(201);
  const forColleague = await call(tasks.POST, {
    as: admin,
    body: { title: 'Call the store', dueAt: tomorrow.toISOString(), assigneeId: colleague.id },
  });
  expect(forColleague.status).toBe(201);
  const toArtist = await call(tasks.POST, {
    as: admin,
    body: { title: 'x', dueAt: tomorrow.toISOString(), assigneeId: artist.id },
  });
  expect(toArtist.status).toBe(404);

  const list = await call(calendar.GET, { as: admin, url: '/api/calendar?days=7' });
  const titles = list.json.map((i: { title: string }) => i.title);
  expect(titles).toEqual(expect.arrayContaining(['Label meeting', 'Check stems', 'Release: Night Drive (Ada)']));
  expect(titles).not.toContain('Call the store');

  const done = await call(task.PATCH, { method: 'PATCH', as: admin, params: { id: t.json.id }, body: { done: true } });
  expect(done.status).toBe(204);
  const doneList = await call(tasks.GET, { as: admin, url: '/api/calendar/tasks?done=1' });
  expect(doneList.json.items.find((x: { id: string }) => x.id === t.json.id).done).toBe(true);
  const open = await call(tasks.GET, { as: admin });
  expect(open.json.items.map((x: { id: string }) => x.id)).not.toContain(t.json.id);
  expect(open.json.total).toBe(1);

  const f = await call(feed.POST, { method: 'POST', as: admin });
  const token = f.json.url.split('/').pop();
  const stored = await db.calendarFeed.findUniqueOrThrow({ where: { userId: admin.id } });
  expect(stored.tokenHash).not.toContain(token.replace('.ics', ''));
  const ics = await call(feedToken.GET, { params: { token }, url: '/x' });
  expect(ics.status).toBe(200);
  expect(ics.headers.get('content-type')).toMatch(/text\/calendar/);
  expect(ics.text).toContain('BEGIN:VCALENDAR');
  expect(ics.text).toContain('SUMMARY:Label meeting');
  expect(ics.text).toContain('SUMMARY:Release: Night Drive (Ada)');

  // A new address turns the old one off
  await call(feed.POST, { method: 'POST', as: admin });
  expect((await call(feedToken.GET, { params: { token }, url: '/x' })).status).toBe(404);
  expect((await call(feedToken.GET, { params: { token: 'bad token!' }, url: '/x' })).status).toBe(400);
});

it('shows staff the studio bookings and the deadlines of service orders being worked on', async () => {
  const admin = await createUser('admin');
  const artist = await createUser('artist', { name: 'Lena Moss' });
  const tomorrow = new Date(Date.now() + 86_400_000);
  const location = await db.serviceLocation.create({ data: { brand: 'mms', name: 'Main studio', address: '1 Road' } });
  const room = await db.studioRoom.create({ data: { locationId: location.id, name: 'Room A' } });
  await db.studioBooking.create({
    data: {
      roomId: room.id,
      userId: artist.id,
      start: tomorrow,
      end: new Date(tomorrow.getTime() + 2 * 3600_000),
      priceCents: 10_000,
      depositCents: 5_000,
    },
  });
  await db.studioBooking.create({
    data: {
      roomId: room.id,
      userId: artist.id,
      start: new Date(tomorrow.getTime() + 4 * 3600_000),
      end: new Date(tomorrow.getTime() + 5 * 3600_000),
      priceCents: 5_000,
      depositCents: 2_500,
      status: 'cancelled',
    },
  });
  const offering = await db.serviceOffering.create({
    data: { brand: 'mms', key: 'cal-mixing', name: 'Mixing', turnaroundDays: 3 },
  });
  const order = (reference: string, status: 'in_progress' | 'accepted', startedAt: Date) =>
    db.serviceOrder.create({
      data: {
        reference,
        offeringId: offering.id,
        customerId: artist.id,
        brand: 'mms',
        amountCents: 20_000,
        intake: {},
        status,
        startedAt,
      },
    });
  // Started yesterday with three days to go: due in two days. The accepted one is finished.
  await order('SO-CAL001', 'in_progress', new Date(Date.now() - 86_400_000));
  await order('SO-CAL002', 'accepted', new Date(Date.now() - 86_400_000));

  const list = await call(calendar.GET, { as: admin, url: '/api/calendar?days=7' });
  const items = list.json as { title: string; kind: string; start: string }[];
  expect(items.filter((i) => i.kind === 'studio_booking').map((i) => i.title)).toEqual(['Studio: Room A (Lena Moss)']);
  const due = items.filter((i) => i.kind === 'service_deadline');
  expect(due.map((i) => i.title)).toEqual(['Due: Mixing SO-CAL001']);
  expect(new Date(due[0].start).getTime()).toBeGreaterThan(Date.now() + 86_400_000);

  // The calendar is staff's: the artist who booked sees it on the studio pages, not here.
  expect((await call(calendar.GET, { as: artist, url: '/api/calendar?days=7' })).status).toBe(403);
});
