// One calendar for staff: welcome calls, studio bookings, release dates, delivery and payout runs,
// service-order deadlines, personal events and tasks, read from their own records; plus a secret
// per-user ICS feed (only the token's hash is stored).
import { createEvents, type EventAttributes } from 'ics';
import type { z } from 'zod';
import { db } from '../../platform/db';
import { env } from '../../platform/env';
import { NotFound } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';
import { isStaff } from '../../platform/auth/actor';
import { calendarTaskScope } from '../access';
import { hashToken, newToken } from '../../platform/auth/tokens';
import type { calendarEventInput, calendarTaskInput, calendarTaskListQuery } from '../schema';
import type { Prisma } from '../../generated/prisma/client';
import { paginate } from '../../platform/paging';
import { calendarCoreItems } from './core-items';
import { servicesCalendarItems } from '@/lib/services';
import type { CalendarItem } from './types';
import type { Actor } from '../../platform/auth/actor';

const DAY = 86_400_000;

/** Everything on the calendar between `from` and `from + days` for this user. */
export async function calendarItems(actor: Actor, from: Date, days: number): Promise<CalendarItem[]> {
  const to = new Date(from.getTime() + days * DAY);
  const [services, core] = await Promise.all([
    isStaff(actor) ? servicesCalendarItems(from, to) : [],
    calendarCoreItems(actor, from, days),
  ]);
  return [...services, ...core].sort((a, b) => a.start.localeCompare(b.start));
}

/** Tasks (staff see everyone's): open ones by due date, or done ones the latest first; one page at a time. */
export async function listTasks(actor: Actor, q: z.infer<typeof calendarTaskListQuery>) {
  const done = q.done === '1';
  const where: Prisma.CalendarTaskWhereInput = {
    ...calendarTaskScope(actor),
    doneAt: done ? { not: null } : null,
  };
  return paginate(
    q,
    (page) =>
      db.calendarTask.findMany({
        where,
        orderBy: done ? [{ doneAt: 'desc' }, { id: 'desc' }] : [{ dueAt: 'asc' }, { id: 'asc' }],
        ...page,
      }),
    () => db.calendarTask.count({ where }),
    async (tasks) => {
      const users = await db.user.findMany({
        where: { id: { in: [...new Set(tasks.map((t) => t.assigneeId))] } },
        select: { id: true, name: true, email: true },
      });
      const name = new Map(users.map((u) => [u.id, u.name || u.email]));
      return tasks.map((t) => ({
        id: t.id,
        title: t.title,
        dueAt: t.dueAt.toISOString(),
        assignee: name.get(t.assigneeId) ?? 'Someone',
        assigneeId: t.assigneeId,
        done: !!t.doneAt,
      }));
    },
  );
}

export async function createEvent(actor: Actor, input: z.infer<typeof calendarEventInput>) {
  return db.$transaction(async (tx) => {
    const e = await tx.calendarEvent.create({ data: { ownerId: actor.id, ...input } });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'calendar.event_create',
      target: { type: 'calendar_event', id: e.id },
    });
    return { id: e.id };
  });
}

export async function createTask(actor: Actor, input: z.infer<typeof calendarTaskInput>) {
  const assigneeId = input.assigneeId ?? actor.id;
  const assignee = await db.user.findFirst({
    where: { id: assigneeId, role: { in: ['admin', 'super_admin'] }, status: 'active' },
  });
  if (!assignee) throw new NotFound('That team member was not found');
  return db.$transaction(async (tx) => {
    const t = await tx.calendarTask.create({
      data: { title: input.title, dueAt: input.dueAt, assigneeId, createdById: actor.id },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'calendar.task_create',
      target: { type: 'calendar_task', id: t.id },
    });
    return { id: t.id };
  });
}

export async function setTaskDone(actor: Actor, id: string, done: boolean) {
  await db.$transaction(async (tx) => {
    const { count } = await tx.calendarTask.updateMany({
      where: { id, ...calendarTaskScope(actor) },
      data: { doneAt: done ? new Date() : null },
    });
    if (count === 0) throw new NotFound('Task not found');
    await recordAudit({
      tx,
      actor: actor.id,
      action: done ? 'calendar.task_done' : 'calendar.task_reopen',
      target: { type: 'calendar_task', id },
    });
  });
}

/** A new secret feed URL (any earlier one stops working). The raw token is only in this answer. */
export async function rotateFeed(actor: Actor) {
  const { token, tokenHash } = newToken();
  await db.$transaction(async (tx) => {
    await tx.calendarFeed.upsert({
      where: { userId: actor.id },
      create: { userId: actor.id, tokenHash },
      update: { tokenHash, createdAt: new Date() },
    });
    await recordAudit({ tx, actor: actor.id, action: 'calendar.feed_rotate', target: { type: 'user', id: actor.id } });
  });
  return { url: `${env().APP_BASE_URL}/api/calendar/feed/${token}.ics` };
}

function parts(d: Date, allDay: boolean): [number, number, number] | [number, number, number, number, number] {
  return allDay
    ? [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]
    : [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
}

/** The ICS text of a feed token's user: 30 days back to 180 days ahead. 404 for an unknown token. */
export async function feedIcs(token: string): Promise<string> {
  const feed = await db.calendarFeed.findUnique({ where: { tokenHash: hashToken(token.replace(/\.ics$/, '')) } });
  if (!feed) throw new NotFound('Calendar feed not found');
  const user = await db.user.findFirst({
    where: { id: feed.userId, status: 'active' },
    select: { id: true, role: true },
  });
  if (!user) throw new NotFound('Calendar feed not found');
  const items = await calendarItems(user, new Date(Date.now() - 30 * DAY), 210);
  const events: EventAttributes[] = items.map((i) => {
    const start = new Date(i.start);
    const base = {
      uid: `${i.id}@platform`,
      title: i.title,
      startInputType: 'utc' as const,
      startOutputType: 'utc' as const,
      start: parts(start, i.allDay),
    };
    if (i.allDay) return { ...base, end: parts(new Date(start.getTime() + DAY), true) } as EventAttributes;
    const end = i.end ? new Date(i.end) : new Date(start.getTime() + 30 * 60_000);
    return { ...base, endInputType: 'utc', endOutputType: 'utc', end: parts(end, false) } as EventAttributes;
  });
  const { error, value } = createEvents(events, { calName: 'Platform calendar', productId: 'platform/calendar' });
  if (error || !value) throw error ?? new Error('calendar could not be written');
  return value;
}

/** The team a task can be assigned to: active staff, the actor first. */
export async function listTeam(actor: Actor) {
  const staff = await db.user.findMany({
    where: { role: { in: ['admin', 'super_admin'] }, status: 'active' },
    select: { id: true, name: true, email: true },
    orderBy: { email: 'asc' },
    // bounded: the assignee picker lists active staff, a team of tens.
    take: 200,
  });
  const label = (u: { name: string | null; email: string }) => u.name || u.email;
  const me = staff.find((u) => u.id === actor.id);
  return [
    ...(me ? [{ id: me.id, label: `${label(me)} (me)` }] : []),
    ...staff.filter((u) => u.id !== actor.id).map((u) => ({ id: u.id, label: label(u) })),
  ];
}
