// The services area on the staff calendar (read by ops' calendar and the assistant): studio bookings and the deadlines of service orders.
import { db } from '../platform/db';
import { dueAt } from './orders';
/** One entry of the staff calendar (the shape of ops' CalendarItem, for the services area's entries). */
export interface ServicesCalendarItem {
  id: string;
  kind: 'studio_booking' | 'service_deadline';
  title: string;
  start: string;
  end: string | null;
  allDay: boolean;
}

const DAY = 86_400_000;

/** Studio bookings and the deadlines of service orders still being worked on (staff only). */
export async function servicesCalendarItems(from: Date, to: Date): Promise<ServicesCalendarItem[]> {
  const [bookings, orders] = await Promise.all([
    db.studioBooking.findMany({
      where: { status: 'booked', start: { lt: to }, end: { gt: from } },
      select: { id: true, start: true, end: true, room: { select: { name: true } }, user: { select: { name: true } } },
    }),
    // The due date is computed (turnaround days, per service, from the start of work or from submission), so
    // the range is moved back by each service's turnaround: every deadline in the range, none outside it.
    db.serviceOffering.findMany({ select: { id: true, turnaroundDays: true } }).then((offerings) =>
      offerings.length
        ? db.serviceOrder.findMany({
            where: {
              status: { in: ['submitted', 'in_progress'] },
              OR: offerings.map((s) => {
                const started = {
                  gte: new Date(from.getTime() - s.turnaroundDays * DAY),
                  lt: new Date(to.getTime() - s.turnaroundDays * DAY),
                };
                return { offeringId: s.id, OR: [{ startedAt: started }, { startedAt: null, createdAt: started }] };
              }),
            },
            select: {
              id: true,
              reference: true,
              createdAt: true,
              startedAt: true,
              offering: { select: { name: true, turnaroundDays: true } },
            },
          })
        : [],
    ),
  ]);
  const items: ServicesCalendarItem[] = bookings.map((b) => ({
    id: `booking-${b.id}`,
    kind: 'studio_booking',
    title: `Studio: ${b.room.name}${b.user.name ? ` (${b.user.name})` : ''}`,
    start: b.start.toISOString(),
    end: b.end.toISOString(),
    allDay: false,
  }));
  for (const o of orders) {
    const due = dueAt(o);
    if (due < from || due >= to) continue;
    items.push({
      id: `order-${o.id}`,
      kind: 'service_deadline',
      title: `Due: ${o.offering.name} ${o.reference}`,
      start: due.toISOString(),
      end: null,
      allDay: false,
    });
  }
  return items;
}
