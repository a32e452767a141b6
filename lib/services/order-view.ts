// A service order as the client and staff see it: the service, people, booking, payment and the dates of each
// step, with when it is due (turnaround days from the start of work) and whether it is overdue.
import type { Prisma, ServiceOrderStatus } from '../generated/prisma/client';

export const orderInclude = {
  offering: { select: { id: true, key: true, name: true, turnaroundDays: true, commissionBps: true, brand: true } },
  customer: { select: { id: true, name: true, email: true } },
  assignee: { select: { id: true, name: true, email: true } },
  booking: { select: { id: true, start: true, end: true, status: true } },
} satisfies Prisma.ServiceOrderInclude;
type OrderRow = Prisma.ServiceOrderGetPayload<{ include: typeof orderInclude }>;

/** The states of an order still in the works. */
export const OPEN: ServiceOrderStatus[] = ['submitted', 'in_progress', 'delivered'];

/** When the order is due: turnaround days from the start of work (or from submission until then). */
export function dueAt(o: { createdAt: Date; startedAt: Date | null; offering: { turnaroundDays: number } }): Date {
  const from = o.startedAt ?? o.createdAt;
  return new Date(from.getTime() + o.offering.turnaroundDays * 86_400_000);
}

export function toOrderView(o: OrderRow, now = new Date()) {
  const due = dueAt(o);
  return {
    id: o.id,
    reference: o.reference,
    status: o.status,
    paymentStatus: o.paymentStatus,
    amountCents: o.amountCents,
    brand: o.brand,
    intake: o.intake as Record<string, unknown>,
    paidVia: o.paidVia,
    paymentRef: o.paymentRef,
    service: { id: o.offering.id, key: o.offering.key, name: o.offering.name },
    customer: o.customer,
    assignee: o.assignee,
    booking: o.booking
      ? { id: o.booking.id, start: o.booking.start.toISOString(), end: o.booking.end.toISOString() }
      : null,
    dueAt: due.toISOString(),
    overdue: OPEN.includes(o.status) && due < now,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    startedAt: o.startedAt?.toISOString() ?? null,
    deliveredAt: o.deliveredAt?.toISOString() ?? null,
    acceptedAt: o.acceptedAt?.toISOString() ?? null,
  };
}
export type OrderView = ReturnType<typeof toOrderView>;
