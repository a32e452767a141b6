// Every area of the command center has an intent answered from live data (issue #39): with records in
// each area (service orders, studio bookings, support tickets, health checks, works and registrations,
// students, statement imports, deliveries), the assistant's answers carry the figures the database holds.
jest.setTimeout(180_000);
import { db } from '@/lib/platform/db';
import { toSessionUser } from '@/lib/platform/auth/session';
import { answerLive } from '@/lib/brain/intents';
import { createUser } from '../../helpers/api';
import { seedBrainData } from '../../helpers/brain-seed';

let admin: Awaited<ReturnType<typeof createUser>>;
const ask = async (q: string) => (await answerLive(toSessionUser(admin), q)).map((a) => a.text).join(' ');
const HOUR = 3_600_000;

beforeAll(async () => {
  admin = await createUser('admin', { name: 'Ada Admin' });
  const customer = await createUser('artist', { name: 'Rae Customer' });
  await seedBrainData();
  const offering = await db.serviceOffering.create({
    data: { brand: 'tnm', key: 'mixing', name: 'Mixing', priceCents: 20_000, turnaroundDays: 2 },
  });
  const order = (status: string, paymentStatus: string, daysAgo: number, ref: string) =>
    db.serviceOrder.create({
      data: {
        reference: ref,
        offeringId: offering.id,
        customerId: customer.id,
        brand: 'tnm',
        amountCents: 20_000,
        intake: {},
        status: status as never,
        paymentStatus: paymentStatus as never,
        createdAt: new Date(Date.now() - daysAgo * 24 * HOUR),
      },
    });
  await order('submitted', 'awaiting_payment', 0, 'SO-T1');
  await order('in_progress', 'paid', 5, 'SO-T2');
  await order('accepted', 'paid', 9, 'SO-T3');
  const loc = await db.serviceLocation.create({
    data: { brand: 'tnm', name: 'Harbour Studios', address: '1 Quay St' },
  });
  const room = await db.studioRoom.create({ data: { locationId: loc.id, name: 'Room Blue', hourlyRateCents: 5_000 } });
  const book = (hoursAhead: number, status: string) =>
    db.studioBooking.create({
      data: {
        roomId: room.id,
        userId: customer.id,
        start: new Date(Date.now() + hoursAhead * HOUR),
        end: new Date(Date.now() + (hoursAhead + 2) * HOUR),
        status: status as never,
        priceCents: 10_000,
        depositCents: 5_000,
      },
    });
  await book(48, 'booked');
  await book(72, 'cancelled');
  const ticket = (subject: string, dueHours: number, priority: string) =>
    db.supportTicket.create({
      data: {
        requesterId: customer.id,
        category: 'payout',
        subject,
        priority: priority as never,
        status: 'open',
        firstResponseDueAt: new Date(Date.now() + dueHours * HOUR),
        resolutionDueAt: new Date(Date.now() + dueHours * HOUR),
      },
    });
  await ticket('Where is my payout?', -5, 'urgent');
  await ticket('Change my bank', 20, 'normal');
  await db.healthCheckRun.create({
    data: { check: 'email', ok: false, message: 'SMTP refused the connection', metrics: {} },
  });
  await db.healthCheckRun.create({ data: { check: 'database', ok: true, message: 'ok', metrics: {} } });
  await db.healthIncident.create({
    data: { check: 'email', message: 'SMTP refused the connection', openKey: 'email' },
  });
});

it('services: open, overdue and unpaid orders, and paid revenue', async () => {
  const a = await ask('how many service orders are open and which are overdue?');
  expect(a).toContain('2 open service orders');
  expect(a).toContain('1 overdue orders');
  expect(a).toContain('1 orders awaiting payment');
  expect(a).toContain('Paid revenue: $400.00');
});

it('studio: rooms with rate, upcoming and cancelled bookings', async () => {
  const a = await ask('any studio bookings coming up?');
  expect(a).toContain('Room Blue at Harbour Studios ($50.00/hour');
  expect(a).toContain('1 upcoming booking');
  expect(a).toContain('1 cancelled bookings');
});

it('support: open tickets with the overdue one, and the SLA figures', async () => {
  expect(await ask('anything stuck in the support queue?')).toMatch(/4 support tickets are open \(1 overdue\)/);
  expect(await ask('are we meeting our SLAs?')).toContain('5 tickets created, 4 open tickets, 1 overdue tickets');
});

it('operations: the failing check by name and the open incident', async () => {
  const a = await ask('is anything down?');
  expect(a).toContain('1 health check failing: Email (SMTP refused the connection)');
  expect(a).toContain('1 open incident: Email');
});

it('catalogue aggregates: total, ranking and comparison from the seeded earnings', async () => {
  expect(await ask('Total royalties across all releases')).toContain('Total earnings across all releases: $4,700.00');
  expect(await ask('which release made the most money?')).toContain('"Golden Hour" with $4,200.00');
  expect(await ask('who earned more, Golden Hour or Neon Rain?')).toContain(
    '"Golden Hour" earned more: "Golden Hour" $4,200.00 gross vs "Neon Rain" $500.00 gross',
  );
});

it('review queue in priority order, and what a release waits on', async () => {
  expect(await ask('what should I review first today?')).toMatch(/Midnight Drive.*Paper Planes/);
  expect(await ask("what's Silver Lining waiting on?")).toContain('the failed deliveries to Waves Music to be retried');
});

it('page figures: waiting list, scheduled announcements, deliveries by state and the figures per brand', async () => {
  await db.waitingListEntry.createMany({
    data: [
      { email: 'wl1@example.test', name: 'Wren List', brand: 'sgr', interest: 'investor' },
      { email: 'wl2@example.test', name: 'Omar Queue', brand: 'tnm', interest: 'school' },
    ],
  });
  await db.announcement.create({
    data: {
      title: 'Studio closed Friday',
      body: 'Maintenance',
      segment: { kind: 'all' },
      scheduledAt: new Date(Date.now() + 48 * HOUR),
    },
  });
  const wl = await ask('how many people are on the waiting list?');
  expect(wl).toContain(`${await db.waitingListEntry.count()} people on the waiting list`);
  expect(wl).toContain('Omar Queue (tnm, school');
  const hub = await ask('any announcements scheduled?');
  expect(hub).toContain('1 scheduled announcement: "Studio closed Friday"');
  const acked = await db.delivery.count({ where: { status: 'acknowledged' } });
  const failed = await db.delivery.count({ where: { status: 'failed' } });
  expect(await ask('deliveries by state')).toMatch(new RegExp(`${acked} acknowledged, .*${failed} failed`));
  const sgr = await db.release.count({ where: { owner: { brand: 'sgr' } } });
  expect(await ask('how many releases does SGR have?')).toContain(`Small Guy Records: `);
  expect(await ask('how many releases does SGR have?')).toMatch(new RegExp(`${sgr} releases? \\(`));
});

it('understands no question: says what it can answer instead of a partial figure', async () => {
  expect(await ask('what is the meaning of life')).toBe('');
});
