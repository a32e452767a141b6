// Announcements to a segment (brand, role, artists with a release in review, students of a course),
// in-app and optionally by email, now or scheduled; direct staff -> user messages; read receipts.
import { db } from '../platform/db';
import { paginate, type PageQuery, newestFirst } from '../platform/paging';
import { env } from '../platform/env';
import { BadRequest, NotFound } from '../platform/errors';
import { enqueue, type JobDefinition } from '../platform/jobs';
import type { SessionUser } from '../platform/auth/session';
import { recordAudit } from '../platform/audit';
import type { Prisma } from '../generated/prisma/client';
import { notify, preferenceOf } from './notify';
import type { AnnouncementInput, Segment } from './schema';

const announcementJob = { name: 'comms.announcement', options: { retryLimit: 3, retryDelay: 60 } };

function segmentWhere(s: Segment): Prisma.UserWhereInput {
  const where: Prisma.UserWhereInput = { status: 'active' };
  if (s.brand) where.brand = s.brand;
  if (s.kind === 'role') where.role = s.role;
  if (s.kind === 'release_in_review') where.releases = { some: { status: { in: ['uploaded', 'under_review'] } } };
  if (s.kind === 'course') where.schoolEnrolments = { some: { courseId: s.courseId } };
  return where;
}

export async function segmentSize(s: Segment) {
  return { count: await db.user.count({ where: segmentWhere(s) }) };
}

export async function createAnnouncement(actor: SessionUser, input: AnnouncementInput) {
  const scheduledAt = input.scheduledAt ?? new Date();
  if (input.scheduledAt && input.scheduledAt.getTime() < Date.now() - 60_000)
    throw new BadRequest('Choose a time in the future', [{ path: 'scheduledAt', message: 'is in the past' }]);
  const a = await db.$transaction(async (tx) => {
    const row = await tx.announcement.create({
      data: {
        title: input.title,
        body: input.body,
        segment: input.segment,
        emailToo: input.emailToo,
        scheduledAt,
        createdById: actor.id,
      },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'announcement.create',
      target: { type: 'announcement', id: row.id },
      detail: { segment: input.segment },
    });
    return row;
  });
  if (scheduledAt.getTime() <= Date.now()) {
    const sent = await deliverAnnouncement(a.id);
    return { id: a.id, scheduledAt, sent: true, recipients: sent.recipients };
  }
  await enqueue(announcementJob, { announcementId: a.id }, { startAfter: scheduledAt });
  return { id: a.id, scheduledAt, sent: false, recipients: 0 };
}

/** Sends an announcement once (the claim in the WHERE makes a second run a no-op). */
async function deliverAnnouncement(id: string) {
  const claimed = await db.announcement.updateMany({ where: { id, sentAt: null }, data: { sentAt: new Date() } });
  if (claimed.count === 0) return { recipients: 0 };
  const a = await db.announcement.findUniqueOrThrow({ where: { id } });
  const users = await db.user.findMany({ where: segmentWhere(a.segment as Segment), select: { id: true } });
  let recipients = 0;
  for (const u of users) {
    // An announcement always goes in-app unless turned off; email only when staff asked for it.
    const pref = await preferenceOf(u.id, 'announcements');
    if (!a.emailToo && !pref.inApp) continue;
    if (a.emailToo) {
      const done = await notify({
        userId: u.id,
        event: 'announcement',
        title: a.title,
        body: a.body,
        link: '/messages',
        vars: { title: a.title, message: a.body },
        announcementId: a.id,
      });
      if (done.inApp || done.email) recipients += 1;
    } else {
      await db.notification.create({
        data: {
          userId: u.id,
          category: 'announcements',
          event: 'announcement',
          title: a.title,
          body: a.body,
          link: '/messages',
          announcementId: a.id,
        },
      });
      recipients += 1;
    }
  }
  await db.announcement.update({ where: { id }, data: { recipientCount: recipients } });
  return { recipients };
}

export const announcementWorker: JobDefinition<{ announcementId: string }> = {
  ...announcementJob,
  handler: async ({ announcementId }) => {
    await deliverAnnouncement(announcementId);
  },
};

/** Announcements with their read receipts (how many recipients opened them), the latest first; a page at a time. */
export async function listAnnouncements(q: PageQuery) {
  return paginate(
    q,
    (page) => db.announcement.findMany({ orderBy: [{ scheduledAt: 'desc' }, { id: 'desc' }], ...page }),
    () => db.announcement.count(),
    async (rows) => {
      const reads = await db.notification.groupBy({
        by: ['announcementId'],
        where: { announcementId: { in: rows.map((r) => r.id) }, readAt: { not: null } },
        _count: true,
      });
      const readBy = new Map(reads.map((r) => [r.announcementId, r._count]));
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        body: r.body,
        segment: r.segment as Segment,
        emailToo: r.emailToo,
        scheduledAt: r.scheduledAt,
        sentAt: r.sentAt,
        recipientCount: r.recipientCount,
        readCount: readBy.get(r.id) ?? 0,
      }));
    },
  );
}

export async function sendDirectMessage(
  actor: SessionUser,
  input: { userId: string; body: string; emailToo: boolean },
) {
  const user = await db.user.findUnique({ where: { id: input.userId }, select: { id: true, status: true } });
  if (!user || user.status !== 'active') throw new NotFound('User not found');
  const res = await notify({
    userId: user.id,
    event: 'direct_message',
    title: `Message from ${actor.name}`,
    body: input.body,
    link: '/messages',
    fromUserId: actor.id,
    vars: { senderName: actor.name, message: input.body, messagesUrl: `${env().APP_BASE_URL}/messages` },
  });
  await db.$transaction(async (tx) => {
    await recordAudit({ tx, actor: actor.id, action: 'message.direct', target: { type: 'user', id: user.id } });
  });
  return res;
}

/** Direct messages staff sent, with read receipts, the latest first; a page at a time. */
export async function listDirectMessages(q: PageQuery) {
  const where = { event: 'direct_message' };
  return paginate(
    q,
    (page) =>
      db.notification.findMany({
        where,
        ...newestFirst(page),
        include: { user: { select: { id: true, name: true, email: true } } },
      }),
    () => db.notification.count({ where }),
    async (rows) => {
      const senders = await db.user.findMany({
        where: { id: { in: [...new Set(rows.map((r) => r.fromUserId).filter((x): x is string => !!x))] } },
        select: { id: true, name: true },
      });
      const senderName = new Map(senders.map((s) => [s.id, s.name]));
      return rows.map((r) => ({
        id: r.id,
        to: r.user,
        from: r.fromUserId ? (senderName.get(r.fromUserId) ?? '') : '',
        body: r.body,
        createdAt: r.createdAt,
        readAt: r.readAt,
      }));
    },
  );
}

export async function searchUsers(q: string) {
  return db.user.findMany({
    where: { OR: [{ email: { contains: q, mode: 'insensitive' } }, { name: { contains: q, mode: 'insensitive' } }] },
    select: { id: true, name: true, email: true, role: true, brand: true },
    // bounded: suggestions for the typed name or email; typing more narrows them.
    take: 20,
  });
}

export async function listCourses() {
  // bounded: a dropdown of courses: the school has tens, not hundreds.
  return db.course.findMany({ select: { id: true, title: true }, orderBy: { title: 'asc' }, take: 200 });
}

/** A user answers a direct message: the answer reaches the staff member who wrote (in-app). */
export async function replyToDirectMessage(actor: SessionUser, notificationId: string, body: string) {
  const original = await db.notification.findFirst({
    where: { id: notificationId, userId: actor.id, event: 'direct_message', fromUserId: { not: null } },
  });
  if (!original) throw new NotFound('Message not found');
  await db.notification.updateMany({ where: { id: original.id, readAt: null }, data: { readAt: new Date() } });
  await notify({
    userId: original.fromUserId!,
    event: 'direct_message',
    title: `Answer from ${actor.name}`,
    body,
    link: '/messages',
    fromUserId: actor.id,
    vars: { senderName: actor.name, message: body, messagesUrl: `${env().APP_BASE_URL}/messages` },
  });
  return { sent: true };
}
