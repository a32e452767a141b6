// /admin-service-dashboard: the queue by status and age, assignment, SLA (overdue orders first) and
// revenue per service (paid orders, net of refunds).
import { db } from '../db';
import { toOrderView } from './orders';

export async function serviceDashboard(now = new Date()) {
  const [open, offerings, revenue, refunded, staff] = await Promise.all([
    db.serviceOrder.findMany({
      where: { status: { in: ['submitted', 'in_progress', 'delivered'] } },
      include: {
        offering: {
          select: { id: true, key: true, name: true, turnaroundDays: true, commissionBps: true, brand: true },
        },
        customer: { select: { id: true, name: true, email: true } },
        assignee: { select: { id: true, name: true, email: true } },
        booking: { select: { id: true, start: true, end: true, status: true } },
      },
      orderBy: { createdAt: 'asc' },
      take: 500,
    }),
    db.serviceOffering.findMany({ select: { id: true, name: true, brand: true, turnaroundDays: true } }),
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
  const queue = open
    .map((o) => {
      const v = toOrderView(o, now);
      return { ...v, ageDays: Math.floor((now.getTime() - o.createdAt.getTime()) / 86_400_000) };
    })
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.createdAt.localeCompare(b.createdAt));
  const counts = { submitted: 0, in_progress: 0, delivered: 0, overdue: 0, awaitingPayment: 0 };
  for (const o of queue) {
    counts[o.status as 'submitted' | 'in_progress' | 'delivered'] += 1;
    if (o.overdue) counts.overdue += 1;
    if (o.paymentStatus === 'awaiting_payment') counts.awaitingPayment += 1;
  }
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
        open: queue.filter((o) => o.service.id === s.id).length,
      };
    })
    .sort((a, b) => b.revenueCents - a.revenueCents);
  return { counts, queue, revenue: byService, staff };
}
export type ServiceDashboard = Awaited<ReturnType<typeof serviceDashboard>>;
