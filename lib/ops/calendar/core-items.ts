// The staff calendar's own entries, read from their records (welcome calls, release dates, delivery and payout
// runs, personal events and tasks); lib/ops/calendar/service.ts adds the services area's entries.
import { db } from '../../platform/db';
import { isStaff, type Actor } from '../../platform/auth/actor';
import type { CalendarItem } from './types';

const DAY = 86_400_000;

/**
 * The calendar's own entries between `from` and `from + days` for this user: welcome calls, release dates,
 * delivery and payout runs, personal events and tasks (the services area adds studio bookings and deadlines).
 */
export async function calendarCoreItems(actor: Actor, from: Date, days: number): Promise<CalendarItem[]> {
  const to = new Date(from.getTime() + days * DAY);
  const staff = isStaff(actor);
  const [calls, releases, deliveries, payouts, events, tasks] = await Promise.all([
    staff
      ? db.meetingSlot.findMany({
          where: { startsAt: { gte: from, lt: to }, booking: { isNot: null } },
          include: { booking: { include: { application: true } } },
        })
      : [],
    db.release.findMany({
      where: {
        releaseDate: { gte: from, lt: to },
        ...(staff ? { status: { notIn: ['draft'] } } : { ownerId: actor.id }),
      },
      select: { id: true, title: true, primaryArtist: true, releaseDate: true },
    }),
    staff ? db.delivery.groupBy({ by: ['queuedAt'], where: { queuedAt: { gte: from, lt: to } }, _count: true }) : [],
    staff
      ? db.payoutRequest.findMany({
          where: { paidAt: { gte: from, lt: to } },
          select: { id: true, paidAt: true, amountCents: true },
        })
      : [],
    db.calendarEvent.findMany({ where: { ownerId: actor.id, startsAt: { lt: to }, endsAt: { gte: from } } }),
    db.calendarTask.findMany({ where: { assigneeId: actor.id, dueAt: { gte: from, lt: to } } }),
  ]);
  const items: CalendarItem[] = [];
  for (const s of calls) {
    const a = s.booking?.application;
    items.push({
      id: `call-${s.id}`,
      kind: 'welcome_call',
      title: `Welcome call${a ? ` with ${a.applicantName}` : ''}`,
      start: s.startsAt.toISOString(),
      end: s.endsAt.toISOString(),
      allDay: false,
    });
  }
  for (const r of releases)
    items.push({
      id: `release-${r.id}`,
      kind: 'release',
      title: `Release: ${r.title} (${r.primaryArtist})`,
      start: r.releaseDate!.toISOString().slice(0, 10),
      end: null,
      allDay: true,
    });
  // Deliveries and payouts: one entry per day they ran.
  const perDay = new Map<string, number>();
  for (const d of deliveries) {
    const k = d.queuedAt.toISOString().slice(0, 10);
    perDay.set(k, (perDay.get(k) ?? 0) + d._count);
  }
  for (const [day, n] of perDay)
    items.push({
      id: `deliveries-${day}`,
      kind: 'delivery_run',
      title: `${n} store deliveries`,
      start: day,
      end: null,
      allDay: true,
    });
  const payoutDays = new Map<string, { n: number; cents: number }>();
  for (const p of payouts) {
    const k = p.paidAt!.toISOString().slice(0, 10);
    const e = payoutDays.get(k) ?? { n: 0, cents: 0 };
    e.n += 1;
    e.cents += Number(p.amountCents);
    payoutDays.set(k, e);
  }
  for (const [day, e] of payoutDays)
    items.push({
      id: `payouts-${day}`,
      kind: 'payout_run',
      title: `${e.n} payouts (${(e.cents / 100).toFixed(2)})`,
      start: day,
      end: null,
      allDay: true,
    });
  for (const e of events)
    items.push({
      id: `event-${e.id}`,
      kind: 'event',
      title: e.title,
      start: e.startsAt.toISOString(),
      end: e.endsAt.toISOString(),
      allDay: false,
    });
  for (const t of tasks)
    items.push({
      id: `task-${t.id}`,
      kind: 'task',
      title: t.title,
      start: t.dueAt.toISOString(),
      end: null,
      allDay: false,
      done: !!t.doneAt,
    });
  return items.sort((a, b) => a.start.localeCompare(b.start));
}
