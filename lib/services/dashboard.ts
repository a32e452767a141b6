// /admin-service-dashboard: the open-order queue a page at a time (one status, or the overdue ones), the counts
// by status, assignment, and revenue per service (paid orders, net of refunds), counted over every order.
import { db } from '../platform/db';
import type { Prisma } from '../generated/prisma/client';
import type { ServiceOrderStatus } from '../generated/prisma/enums';
import { paginate } from '../platform/paging';
import { orderInclude, toOrderView } from './order-view';
import type { DashboardQuery } from './schema';

const OPEN: ServiceOrderStatus[] = ['submitted', 'in_progress', 'delivered'];

/** Open orders past their due date: turnaround days (per service) from the start of work, or from submission. */
function overdueWhere(offerings: { id: string; turnaroundDays: number }[], now: Date): Prisma.ServiceOrderWhereInput {
  return {
    status: { in: OPEN },
    OR: offerings.map((s) => {
      const before = new Date(now.getTime() - s.turnaroundDays * 86_400_000);
      return {
        offeringId: s.id,
        OR: [{ startedAt: { lt: before } }, { startedAt: null, createdAt: { lt: before } }],
      };
    }),
  };
}

export async function serviceDashboard(q: DashboardQuery, now = new Date()) {
  const offerings = await db.serviceOffering.findMany({
    select: { id: true, name: true, brand: true, turnaroundDays: true },
  });
  const overdue = overdueWhere(offerings, now);
  const where: Prisma.ServiceOrderWhereInput =
    q.tab === 'overdue' ? overdue : { status: q.tab === 'all' ? { in: OPEN } : q.tab };
  const [queue, byStatus, overdueCount, awaitingPayment, openByService, revenue, refunded, staff] = await Promise.all([
    // The oldest first: the orders closest to (or past) their due date lead.
    paginate(
      q,
      (page) =>
        db.serviceOrder.findMany({
          where,
          include: orderInclude,
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          ...page,
        }),
      () => db.serviceOrder.count({ where }),
      (rows) =>
        rows.map((o) => ({
          ...toOrderView(o, now),
          ageDays: Math.floor((now.getTime() - o.createdAt.getTime()) / 86_400_000),
        })),
    ),
    db.serviceOrder.groupBy({ by: ['status'], where: { status: { in: OPEN } }, _count: true }),
    offerings.length ? db.serviceOrder.count({ where: overdue }) : 0,
    db.serviceOrder.count({ where: { status: { in: OPEN }, paymentStatus: 'awaiting_payment' } }),
    db.serviceOrder.groupBy({ by: ['offeringId'], where: { status: { in: OPEN } }, _count: true }),
    db.serviceOrder.groupBy({
      by: ['offeringId'],
      where: { paymentStatus: 'paid' },
      _sum: { amountCents: true },
      _count: true,
    }),
    db.serviceOrder.groupBy({ by: ['offeringId'], where: { paymentStatus: 'refunded' }, _sum: { amountCents: true } }),
    db.user.findMany({
      where: { role: { in: ['admin', 'super_admin'] }, status: 'active' },
      select: { id: true, name: true },
      orderBy: { name: 'asc' },
    }),
  ]);
  const count = (s: ServiceOrderStatus) => byStatus.find((g) => g.status === s)?._count ?? 0;
  const counts = {
    submitted: count('submitted'),
    in_progress: count('in_progress'),
    delivered: count('delivered'),
    overdue: overdueCount,
    awaitingPayment,
  };
  const byService = offerings
    .map((s) => {
      const r = revenue.find((x) => x.offeringId === s.id);
      const f = refunded.find((x) => x.offeringId === s.id);
      return {
        id: s.id,
        name: s.name,
        brand: s.brand,
        slaDays: s.turnaroundDays,
        paidOrders: r?._count ?? 0,
        revenueCents: r?._sum.amountCents ?? 0,
        refundedCents: f?._sum.amountCents ?? 0,
        open: openByService.find((x) => x.offeringId === s.id)?._count ?? 0,
      };
    })
    .sort((a, b) => b.revenueCents - a.revenueCents);
  return { ...queue, counts, revenue: byService, staff };
}
