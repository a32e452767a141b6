// The staff side of the help desk: the queue (filters, full-text search), assignment, status changes in
// bulk, merging duplicates and response-time figures.
import { db } from '../../platform/db';
import { paginate } from '../../platform/paging';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import { isAdminRole } from '../../platform/auth/roles';
import { recordAudit } from '../../platform/audit';
import type { Prisma } from '../../generated/prisma/client';
import type { TicketStatus } from '../../generated/prisma/enums';
import { slaState } from './sla';
import { moveSlaClocks } from './clocks';
import type { QueueQuery } from './schema';
import type { Actor } from '../../platform/auth/actor';
import { ticketScope } from '../access';

const ACTIVE: TicketStatus[] = ['new', 'open', 'waiting_on_customer'];

/** Ticket ids whose subject or messages match a web-search style query (PostgreSQL full-text). */
async function searchTicketIds(q: string): Promise<string[]> {
  // The stored vector (subject + messages, kept by triggers) through its GIN index; best matches first.
  // bounded: a search offers the 500 best matches; the queue pages through them.
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM "SupportTicket"
    WHERE "searchVector" @@ websearch_to_tsquery('english', ${q})
    ORDER BY ts_rank("searchVector", websearch_to_tsquery('english', ${q})) DESC
    LIMIT 500`;
  return rows.map((r) => r.id);
}

export async function ticketQueue(actor: Actor, q: QueueQuery, now = new Date()) {
  const where: Prisma.SupportTicketWhereInput = { mergedIntoId: null };
  if (q.status === 'active' || !q.status) where.status = { in: ACTIVE };
  else where.status = q.status;
  if (q.category) where.category = q.category;
  if (q.priority) where.priority = q.priority;
  if (q.assignee === 'me') where.assigneeId = actor.id;
  else if (q.assignee === 'none') where.assigneeId = null;
  else if (q.assignee) where.assigneeId = q.assignee;
  if (q.q) where.id = { in: await searchTicketIds(q.q) };
  if (q.overdue === '1')
    where.OR = [
      { firstRespondedAt: null, firstResponseDueAt: { lt: now }, slaPausedAt: null },
      { resolvedAt: null, resolutionDueAt: { lt: now }, slaPausedAt: null },
    ];
  // Most urgent first, then the latest activity: an order the database keeps from page to page. Overdue
  // tickets are tinted in the table and have their own filter (being overdue depends on the clock, not a column).
  return paginate(
    q,
    (page) =>
      db.supportTicket.findMany({
        where,
        orderBy: [{ priority: 'desc' }, { lastMessageAt: 'desc' }, { id: 'desc' }],
        ...page,
        include: {
          requester: { select: { id: true, name: true, email: true } },
          assignee: { select: { id: true, name: true } },
        },
      }),
    () => db.supportTicket.count({ where }),
    (rows) =>
      rows.map((t) => ({
        id: t.id,
        number: t.number,
        subject: t.subject,
        category: t.category,
        status: t.status,
        priority: t.priority,
        brand: t.brand,
        requester: t.requester,
        assignee: t.assignee,
        lastMessageAt: t.lastMessageAt,
        createdAt: t.createdAt,
        resolvedAt: t.resolvedAt,
        sla: slaState(t, now),
      })),
  );
}

export async function updateTicket(
  actor: Actor,
  id: string,
  input: { status?: TicketStatus; priority?: 'low' | 'normal' | 'high' | 'urgent'; assigneeId?: string | null },
) {
  if (input.assigneeId) {
    const a = await db.user.findUnique({ where: { id: input.assigneeId }, select: { role: true, status: true } });
    if (!a || !isAdminRole(a.role) || a.status !== 'active')
      throw new BadRequest('Assign the ticket to an active staff member', [
        { path: 'assigneeId', message: 'is not a staff member' },
      ]);
  }
  return db.$transaction(async (tx) => {
    const t = await tx.supportTicket.findFirst({ where: { id, ...ticketScope(actor) } });
    if (!t) throw new NotFound('Ticket not found');
    const now = new Date();
    const done = input.status === 'resolved' || input.status === 'closed';
    const data: Prisma.SupportTicketUncheckedUpdateManyInput = {
      ...(input.priority ? { priority: input.priority } : {}),
      ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
      ...(input.status
        ? {
            status: input.status,
            ...(done
              ? { resolvedAt: t.resolvedAt ?? now, ...(input.status === 'closed' ? { closedAt: now } : {}) }
              : { resolvedAt: null, closedAt: null }),
          }
        : {}),
    };
    if (input.status) await moveSlaClocks(tx, id, input.status, now);
    const written = await tx.supportTicket.updateMany({ where: { id, ...ticketScope(actor) }, data });
    if (written.count !== 1) throw new NotFound('Ticket not found');
    await recordAudit({ tx, actor: actor.id, action: 'ticket.update', target: { type: 'ticket', id }, detail: input });
    return { id, ...input };
  });
}

export async function bulkStatus(actor: Actor, ids: string[], status: TicketStatus) {
  const now = new Date();
  const done = status === 'resolved' || status === 'closed';
  return db.$transaction(async (tx) => {
    // The clocks per ticket: a wait begins (paused now) or ends (deadlines move on by the pause).
    const live = await tx.supportTicket.findMany({
      where: { id: { in: ids }, mergedIntoId: null },
      select: { id: true },
    });
    for (const t of live) await moveSlaClocks(tx, t.id, status, now);
    const res = await tx.supportTicket.updateMany({
      where: { id: { in: ids }, mergedIntoId: null },
      data: {
        status,
        ...(done
          ? { resolvedAt: now, ...(status === 'closed' ? { closedAt: now } : {}) }
          : { resolvedAt: null, closedAt: null }),
      },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'ticket.bulk_status',
      target: { type: 'ticket', id: null },
      detail: { ids, status },
    });
    return { updated: res.count };
  });
}

/** Moves a duplicate's messages into the ticket kept, closes the duplicate and points it there. */
export async function mergeTickets(actor: Actor, duplicateId: string, intoId: string) {
  if (duplicateId === intoId)
    throw new BadRequest('A ticket cannot be merged into itself', [{ path: 'intoId', message: 'is this ticket' }]);
  return db.$transaction(async (tx) => {
    const [dup, into] = await Promise.all([
      tx.supportTicket.findUnique({ where: { id: duplicateId } }),
      tx.supportTicket.findUnique({ where: { id: intoId } }),
    ]);
    if (!dup || !into) throw new NotFound('Ticket not found');
    if (dup.mergedIntoId || into.mergedIntoId) throw new Conflict('One of these tickets was already merged.');
    if (dup.requesterId !== into.requesterId) throw new Conflict('Only tickets from the same person can be merged.');
    const moved = await tx.supportMessage.updateMany({ where: { ticketId: dup.id }, data: { ticketId: into.id } });
    const now = new Date();
    await tx.supportMessage.create({
      data: {
        ticketId: into.id,
        authorId: actor.id,
        authorKind: 'system',
        body: `<p>Ticket #${dup.number} ("${dup.subject.replace(/[<>&"]/g, '')}") was merged into this one.</p>`,
      },
    });
    // Both tickets must still be unmerged: of two concurrent merges only one goes through.
    const closed = await tx.supportTicket.updateMany({
      where: { id: dup.id, mergedIntoId: null },
      data: { mergedIntoId: into.id, status: 'closed', closedAt: now, resolvedAt: dup.resolvedAt ?? now },
    });
    if (closed.count !== 1) throw new Conflict('One of these tickets was already merged.');
    await tx.supportTicket.update({
      where: { id: into.id, mergedIntoId: null },
      data: {
        lastMessageAt: now,
        // The earliest request sets the clocks: the customer has waited since then.
        ...(dup.createdAt < into.createdAt
          ? { firstResponseDueAt: dup.firstResponseDueAt, resolutionDueAt: dup.resolutionDueAt }
          : {}),
        ...(dup.firstRespondedAt && (!into.firstRespondedAt || dup.firstRespondedAt < into.firstRespondedAt)
          ? { firstRespondedAt: dup.firstRespondedAt }
          : {}),
      },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'ticket.merge',
      target: { type: 'ticket', id: into.id },
      detail: { duplicateId },
    });
    return { id: into.id, movedMessages: moved.count };
  });
}

/** Response-time figures over the last `days` days (hours, rounded to one decimal). */
export async function supportStats(days = 30, now = new Date()) {
  const since = new Date(now.getTime() - days * 86400_000);
  const tickets = await db.supportTicket.findMany({
    where: { createdAt: { gte: since }, mergedIntoId: null },
    select: {
      category: true,
      status: true,
      createdAt: true,
      firstRespondedAt: true,
      resolvedAt: true,
      firstResponseDueAt: true,
      resolutionDueAt: true,
      rating: true,
    },
  });
  const hours = (a: Date, b: Date) => (b.getTime() - a.getTime()) / 3600_000;
  const median = (xs: number[]) => {
    if (!xs.length) return null;
    const s = [...xs].sort((a, b) => a - b);
    const m = s.length >> 1;
    return Math.round((s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2) * 10) / 10;
  };
  const first = tickets.filter((t) => t.firstRespondedAt).map((t) => hours(t.createdAt, t.firstRespondedAt!));
  const resolution = tickets.filter((t) => t.resolvedAt).map((t) => hours(t.createdAt, t.resolvedAt!));
  const rated = tickets.filter((t) => t.rating != null).map((t) => t.rating!);
  // A ticket past its first-response due time without a response has breached the SLA too: it counts.
  const withFirst = tickets.filter((t) => t.firstRespondedAt || t.firstResponseDueAt < now);
  // Counted in the database, not read: every open ticket was loaded to count them and their overdue ones (2,519
  // rows at SCALE=0.1, a quarter of all tickets; docs/performance.md). Overdue is slaState's rule for a ticket
  // that is not done: not paused, and past its first-response due time without a response or past its
  // resolution due time (tests/integration/comms/support-stats.test.ts holds the two to each other).
  const active = { status: { in: ACTIVE }, mergedIntoId: null };
  const [open, overdue] = await Promise.all([
    db.supportTicket.count({ where: active }),
    db.supportTicket.count({
      where: {
        ...active,
        slaPausedAt: null,
        OR: [{ firstRespondedAt: null, firstResponseDueAt: { lt: now } }, { resolutionDueAt: { lt: now } }],
      },
    }),
  ]);
  return {
    days,
    created: tickets.length,
    open,
    overdue,
    medianFirstResponseHours: median(first),
    medianResolutionHours: median(resolution),
    firstResponseWithinSlaPercent: withFirst.length
      ? Math.round(
          (withFirst.filter((t) => t.firstRespondedAt && t.firstRespondedAt <= t.firstResponseDueAt).length /
            withFirst.length) *
            100,
        )
      : null,
    averageRating: rated.length ? Math.round((rated.reduce((a, b) => a + b, 0) / rated.length) * 10) / 10 : null,
    ratings: rated.length,
  };
}

export async function staffMembers() {
  return db.user.findMany({
    where: { role: { in: ['admin', 'super_admin'] }, status: 'active' },
    select: { id: true, name: true },
    orderBy: { name: 'asc' },
  });
}
