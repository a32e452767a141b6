// Services: orders, offerings and studio bookings: 10 questions.
import { db } from '@/lib/platform/db';
import { anyCount, anyMoney, count, has, money, oneOf, status, uid, type Ask } from './kit';

const D = 'services';
const DAY = 86_400_000;

export const servicesAsks: Ask[] = [
  {
    domain: D,
    q: 'how many service orders are still open',
    expect: async () => [
      count(await db.serviceOrder.count({ where: { status: { in: ['submitted', 'in_progress'] } } })),
    ],
  },
  {
    domain: D,
    q: 'orders awaiting payment',
    expect: async () =>
      (
        await db.serviceOrder.findMany({ where: { paymentStatus: 'awaiting_payment' }, include: { customer: true } })
      ).map((o) => oneOf(has(o.reference), has(o.customer.name))),
  },
  {
    domain: D,
    q: 'studio bookings in the next 7 days',
    expect: async () => {
      const now = Date.now();
      const b = await db.studioBooking.findMany({
        where: { status: 'booked', start: { gte: new Date(now), lt: new Date(now + 7 * DAY) } },
        include: { user: true },
      });
      return [count(b.length), ...b.map((x) => has(x.user.name))];
    },
  },
  {
    domain: D,
    q: 'how much revenue have services brought in',
    expect: async () => {
      const paid = await db.serviceOrder.aggregate({ where: { paymentStatus: 'paid' }, _sum: { amountCents: true } });
      const all = await db.serviceOrder.aggregate({ _sum: { amountCents: true } });
      return [anyMoney(paid._sum.amountCents ?? 0, all._sum.amountCents ?? 0)];
    },
  },
  {
    domain: D,
    q: 'what does an EPK cost',
    expect: async () => [
      money((await db.serviceOffering.findFirstOrThrow({ where: { key: 'epk', brand: 'tnm' } })).priceCents),
    ],
  },
  {
    domain: D,
    q: 'who booked studio a',
    expect: async () =>
      (
        await db.studioBooking.findMany({
          where: { room: { name: 'Studio A' }, status: 'booked' },
          include: { user: true },
        })
      ).map((b) => has(b.user.name)),
  },
  {
    domain: D,
    q: 'how many services do we offer',
    expect: async () => {
      const active = await db.serviceOffering.findMany({ where: { active: true } });
      return [
        anyCount(
          active.length,
          new Set(active.map((o) => o.key)).size,
          active.filter((o) => o.brand === 'tnm').length,
          active.filter((o) => o.brand === 'mastermusicsafe').length,
        ),
      ];
    },
  },
  {
    domain: D,
    q: "status of nova's LLC formation order",
    expect: async () => [
      status(
        (
          await db.serviceOrder.findFirstOrThrow({
            where: { customerId: await uid('artist@demo.test'), offering: { key: 'llc_formation' } },
          })
        ).status,
      ),
    ],
  },
  {
    domain: D,
    q: 'hourly rate for studio A',
    expect: async () => [
      money((await db.studioRoom.findFirstOrThrow({ where: { name: 'Studio A' } })).hourlyRateCents),
    ],
  },
  {
    domain: D,
    q: 'how many orders has darius cole placed',
    expect: async () => [count(await db.serviceOrder.count({ where: { customerId: await uid('member@demo.test') } }))],
  },
];
