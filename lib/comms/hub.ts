// The communications hub: open tickets with their SLA state, the staff member's unread messages,
// scheduled announcements, and the outbox's recent deliveries and failures (with a retry).
import { db } from '../platform/db';
import { Conflict, NotFound } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { recordAudit } from '../platform/audit';
import { enqueue } from '../platform/jobs';
import { env } from '../platform/env';
import { sendEmailJob } from '../platform/mail/service';
import { ticketQueue } from './support/staff';

export async function hubOverview(actor: SessionUser) {
  const [tickets, unread, scheduled, recent, failed, counts] = await Promise.all([
    ticketQueue(actor, { status: 'active', limit: 20 }),
    db.notification.findMany({
      where: { userId: actor.id, readAt: null },
      orderBy: { createdAt: 'desc' },
      // bounded: the hub shows the latest unread; the notifications page lists them all.
      take: 20,
      select: { id: true, title: true, body: true, link: true, createdAt: true, event: true },
    }),
    db.announcement.findMany({
      where: { sentAt: null },
      orderBy: { scheduledAt: 'asc' },
      // bounded: the next scheduled announcements; the announcements page lists them all.
      take: 20,
      select: { id: true, title: true, scheduledAt: true, emailToo: true },
    }),
    db.outboxEmail.findMany({
      orderBy: { createdAt: 'desc' },
      // bounded: the latest emails; the counts by status cover the week.
      take: 15,
      select: {
        id: true,
        to: true,
        subject: true,
        kind: true,
        status: true,
        createdAt: true,
        sentAt: true,
        error: true,
      },
    }),
    db.outboxEmail.findMany({
      where: { status: 'failed' },
      orderBy: { createdAt: 'desc' },
      // bounded: the latest failed emails, to act on first.
      take: 20,
      select: {
        id: true,
        to: true,
        subject: true,
        kind: true,
        status: true,
        createdAt: true,
        error: true,
        attempts: true,
      },
    }),
    db.outboxEmail.groupBy({
      by: ['status'],
      _count: true,
      where: { createdAt: { gte: new Date(Date.now() - 7 * 86400_000) } },
    }),
  ]);
  return {
    tickets: tickets.items,
    ticketsTotal: tickets.total,
    unread,
    scheduled,
    outbox: {
      recent,
      failed,
      last7Days: Object.fromEntries(counts.map((c) => [c.status, c._count])) as Record<string, number>,
    },
    smtpConfigured: !!env().SMTP_URL,
  };
}

/** Sends a failed outbox email again. */
export async function retryOutboxEmail(actor: SessionUser, id: string) {
  if (!env().SMTP_URL)
    throw new Conflict('Email delivery is not configured on this server, so there is nothing to retry.');
  const res = await db.outboxEmail.updateMany({
    where: { id, status: 'failed' },
    data: { status: 'queued', error: null },
  });
  if (!res.count) {
    const exists = await db.outboxEmail.count({ where: { id } });
    if (!exists) throw new NotFound('Email not found');
    throw new Conflict('Only a failed email can be sent again.');
  }
  await db.$transaction(async (tx) => {
    await recordAudit({ tx, actor: actor.id, action: 'outbox.retry', target: { type: 'outbox_email', id } });
  });
  await enqueue(sendEmailJob, { outboxId: id });
  return { queued: true };
}
