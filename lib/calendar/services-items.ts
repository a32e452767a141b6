// The services area on the staff calendar: studio bookings and the deadlines of service orders.
import { db } from '../db';
import { dueAt } from '../services/orders';
import type { CalendarItem } from './types';

const DAY = 86_400_000;

/** Studio bookings and the deadlines of service orders still being worked on (staff only). */
export async function servicesItems(from: Date, to: Date): Promise<CalendarItem[]> {
  const [bookings, orders] = await Promise.all([
    db.studioBooking.findMany({
      where: { status: 'booked', start: { lt: to }, end: { gt: from } },
      select: { id: true, start: true, end: true, room: { select: { name: true } }, user: { select: { name: true } } },
    }),
    // The due date is computed (turnaround days from the start of work), so open orders are read and
    // filtered here; orders are started at most a year before they fall due.
    db.serviceOrder.findMany({
      where: {
        status: { in: ['submitted', 'in_progress'] },
        createdAt: { lt: to, gte: new Date(from.getTime() - 366 * DAY) },
      },
      select: {
        id: true,
        reference: true,
        createdAt: true,
        startedAt: true,
        offering: { select: { name: true, turnaroundDays: true } },
      },
      take: 2000,
    }),
  ]);
  const items: CalendarItem[] = bookings.map((b) => ({
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
