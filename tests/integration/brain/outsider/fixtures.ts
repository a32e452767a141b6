// Records the demo has none of (support tickets, service orders, a studio booking, an open incident),
// added before the questions so those areas have something true to answer about.
import { db } from '@/lib/platform/db';

const DAY = 86_400_000;

export async function addOutsiderFixtures(): Promise<void> {
  const u = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email } })).id;
  const [nova, luna, aaliyah, darius, kairo] = await Promise.all(
    ['artist@demo.test', 'luna.park@demo.test', 'student@demo.test', 'member@demo.test', 'kairo@demo.test'].map(u),
  );
  const now = Date.now();
  await db.supportTicket.createMany({
    data: [
      {
        requesterId: nova,
        category: 'payout',
        subject: 'Payout still not received for October',
        status: 'new',
        priority: 'urgent',
        createdAt: new Date(now - 3 * DAY),
        lastMessageAt: new Date(now - 3 * DAY),
        firstResponseDueAt: new Date(now - 2 * DAY),
        resolutionDueAt: new Date(now + DAY),
      },
      {
        requesterId: luna,
        category: 'release',
        subject: 'Why is Paper Planes still in review',
        status: 'open',
        priority: 'normal',
        createdAt: new Date(now - DAY),
        firstRespondedAt: new Date(now - DAY / 2),
        firstResponseDueAt: new Date(now + DAY),
        resolutionDueAt: new Date(now + 3 * DAY),
      },
      {
        requesterId: darius,
        category: 'account',
        subject: 'Need to update my W-9 legal name',
        status: 'waiting_on_customer',
        priority: 'low',
        createdAt: new Date(now - 2 * DAY),
        firstRespondedAt: new Date(now - 2 * DAY + 3_600_000),
        firstResponseDueAt: new Date(now - DAY),
        resolutionDueAt: new Date(now + 4 * DAY),
      },
      {
        requesterId: aaliyah,
        category: 'school',
        subject: 'Cannot open the quiz in lesson 2',
        status: 'resolved',
        priority: 'normal',
        createdAt: new Date(now - 6 * DAY),
        firstRespondedAt: new Date(now - 6 * DAY + 3_600_000),
        resolvedAt: new Date(now - 5 * DAY),
        firstResponseDueAt: new Date(now - 5 * DAY),
        resolutionDueAt: new Date(now - 3 * DAY),
      },
    ],
  });

  const offering = (key: string) => db.serviceOffering.findFirstOrThrow({ where: { brand: 'tnm', key } });
  const epk = await offering('epk');
  const llc = await offering('llc_formation');
  const studio = await offering('studio_session');
  await db.serviceOrder.create({
    data: {
      reference: 'SO-OUT-1001',
      offeringId: epk.id,
      customerId: darius,
      brand: 'tnm',
      status: 'submitted',
      paymentStatus: 'awaiting_payment',
      amountCents: epk.priceCents,
      intake: {},
    },
  });
  await db.serviceOrder.create({
    data: {
      reference: 'SO-OUT-1002',
      offeringId: llc.id,
      customerId: nova,
      brand: 'tnm',
      status: 'in_progress',
      paymentStatus: 'paid',
      amountCents: 25_000,
      intake: {},
      paidVia: 'stripe',
      paidAt: new Date(now - 3_600_000),
      startedAt: new Date(now - 1_800_000),
    },
  });
  const room = await db.studioRoom.findFirstOrThrow({ where: { name: 'Studio A' } });
  const start = new Date(now + DAY);
  start.setUTCHours(18, 0, 0, 0);
  const order = await db.serviceOrder.create({
    data: {
      reference: 'SO-OUT-1003',
      offeringId: studio.id,
      customerId: kairo,
      brand: 'tnm',
      status: 'in_progress',
      paymentStatus: 'paid',
      amountCents: 6_000,
      intake: {},
      paidVia: 'stripe',
      paidAt: new Date(now - 7_200_000),
    },
  });
  await db.studioBooking.create({
    data: {
      roomId: room.id,
      userId: kairo,
      start,
      end: new Date(start.getTime() + 2 * 3_600_000),
      priceCents: 12_000,
      depositCents: 6_000,
      orderId: order.id,
      notes: 'Vocals for City of Glass deluxe',
    },
  });

  await db.healthIncident.create({
    data: {
      check: 'outbox',
      openKey: 'outsider-outbox',
      message: 'Outbox backlog: 42 emails waiting over 15 minutes',
      openedAt: new Date(now - 2 * 3_600_000),
    },
  });
}
