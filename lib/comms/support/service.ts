// The customer's side of the help desk: open a ticket with its context, read it, reply, rate it.
// Staff actions are in staff.ts. Emails and notifications go out after the transaction commits.
import { db } from '../../platform/db';
import { env } from '../../platform/env';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';
import { notify } from '../notify';
import { sendTemplatedEmail } from '../templates';
import type { TicketStatus } from '../../generated/prisma/enums';
import { checkContextOwnership, ticketContext } from './context';
import { replyAddress } from './reply-address';
import { bodyText, safeBody } from './sanitize';
import { slaDeadlines, slaState } from './sla';
import { moveSlaClocks } from './clocks';
import type { CreateTicketInput, TicketMessageInput } from './schema';
import { paginate, type PageQuery } from '../../platform/paging';
import { releaseState } from '../../distribution';
import { isStaff, type Actor } from '../../platform/auth/actor';
import { ticketScope } from '../access';

const ticketUrl = (id: string) => `${env().APP_BASE_URL}/support-ticket/${id}`;

/** Files attached to a message must be the author's own support uploads. */
async function checkAttachments(actorId: string, ids: string[] | undefined) {
  if (!ids?.length) return [];
  const n = await db.storedFile.count({ where: { id: { in: ids }, ownerId: actorId, purpose: 'support_attachment' } });
  if (n !== new Set(ids).size)
    throw new BadRequest('An attachment could not be found', [
      { path: 'attachmentIds', message: 'upload the file again' },
    ]);
  return [...new Set(ids)];
}

export async function createTicket(actor: Actor, input: CreateTicketInput, via: 'web' | 'email' = 'web') {
  await checkContextOwnership(actor.id, input);
  const attachmentIds = await checkAttachments(actor.id, input.attachmentIds);
  const now = new Date();
  const ticket = await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: actor.id }, select: { brand: true } });
    const t = await tx.supportTicket.create({
      data: {
        requesterId: actor.id,
        brand: user.brand,
        category: input.category,
        subject: input.subject,
        releaseId: input.releaseId ?? null,
        payoutId: input.payoutId ?? null,
        ...slaDeadlines(input.category, now),
        createdAt: now,
        lastMessageAt: now,
        messages: {
          create: { authorId: actor.id, authorKind: 'customer', body: safeBody(input.body), via, attachmentIds },
        },
      },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'ticket.create',
      target: { type: 'ticket', id: t.id },
      detail: { category: t.category },
    });
    return t;
  });
  const requester = await db.user.findUniqueOrThrow({ where: { id: actor.id } });
  if (via === 'web')
    await sendTemplatedEmail({
      to: requester.email,
      brand: requester.brand,
      template: 'ticket_received',
      vars: {
        recipientName: requester.name,
        ticketNumber: String(ticket.number),
        ticketSubject: ticket.subject,
        ticketUrl: ticketUrl(ticket.id),
      },
      replyTo: replyAddress(ticket.id),
    });
  return { id: ticket.id, number: ticket.number };
}

/** A ticket the actor may see: staff any, a customer only their own (404 otherwise). */
async function ticketForViewer(actor: Actor, id: string) {
  const staff = isStaff(actor);
  const t = await db.supportTicket.findFirst({ where: { id, ...ticketScope(actor) } });
  if (!t) throw new NotFound('Ticket not found');
  return { t, staff };
}

/** A ticket's number and subject for its page: 404 for a stranger's ticket (staff see all). */
export async function ticketHeading(actor: Actor, id: string) {
  const { t } = await ticketForViewer(actor, id);
  return { number: t.number, subject: t.subject };
}

/** The requester's tickets, newest activity first, one page at a time. */
export async function listMyTickets(actor: Actor, q: PageQuery) {
  const where = { requesterId: actor.id };
  const select = {
    id: true,
    number: true,
    subject: true,
    category: true,
    status: true,
    lastMessageAt: true,
    createdAt: true,
    rating: true,
  } as const;
  return paginate(
    q,
    (page) =>
      db.supportTicket.findMany({ where, orderBy: [{ lastMessageAt: 'desc' }, { id: 'desc' }], ...page, select }),
    () => db.supportTicket.count({ where }),
  );
}

export async function getTicket(actor: Actor, id: string) {
  const { t, staff } = await ticketForViewer(actor, id);
  const [messages, context, requester, assignee] = await Promise.all([
    db.supportMessage.findMany({
      where: { ticketId: t.id, ...(staff ? {} : { internal: false }) },
      orderBy: { createdAt: 'asc' },
      include: { author: { select: { id: true, name: true } } },
    }),
    ticketContext(t),
    db.user.findUnique({ where: { id: t.requesterId }, select: { id: true, name: true, email: true, brand: true } }),
    t.assigneeId ? db.user.findUnique({ where: { id: t.assigneeId }, select: { id: true, name: true } }) : null,
  ]);
  const fileIds = [...new Set(messages.flatMap((m) => m.attachmentIds))];
  const files = fileIds.length
    ? await db.storedFile.findMany({
        where: { id: { in: fileIds } },
        select: { id: true, originalName: true, mime: true, sizeBytes: true },
      })
    : [];
  const fileById = new Map(
    files.map((f) => [f.id, { id: f.id, name: f.originalName, mime: f.mime, sizeBytes: Number(f.sizeBytes) }]),
  );
  return {
    id: t.id,
    number: t.number,
    subject: t.subject,
    category: t.category,
    status: t.status,
    priority: t.priority,
    brand: t.brand,
    requester,
    assignee,
    createdAt: t.createdAt,
    firstRespondedAt: t.firstRespondedAt,
    resolvedAt: t.resolvedAt,
    mergedIntoId: t.mergedIntoId,
    rating: t.rating,
    ratingComment: t.ratingComment,
    sla: slaState(t),
    context,
    messages: messages.map((m) => ({
      id: m.id,
      body: m.body,
      internal: m.internal,
      authorKind: m.authorKind,
      author: m.author ? { id: m.author.id, name: m.author.name } : null,
      via: m.via,
      createdAt: m.createdAt,
      attachments: m.attachmentIds.map((f) => fileById.get(f)).filter((f) => !!f),
    })),
    viewerIsStaff: staff,
  };
}
export type TicketDetail = Awaited<ReturnType<typeof getTicket>>;

/** Status after a message: a customer's message reopens; a staff reply waits on the customer. */
function statusAfter(current: TicketStatus, kind: 'customer' | 'staff', internal: boolean, chosen?: TicketStatus) {
  if (internal) return chosen ?? current;
  if (kind === 'customer') return current === 'new' ? 'new' : 'open';
  return chosen ?? 'waiting_on_customer';
}

export async function addMessage(actor: Actor, id: string, input: TicketMessageInput, via: 'web' | 'email' = 'web') {
  const { t, staff } = await ticketForViewer(actor, id);
  if (input.internal && !staff) throw new Forbidden('Only staff can write internal notes');
  if (input.status && !staff) throw new Forbidden('Only staff can change the status');
  if (t.mergedIntoId) throw new Conflict('This ticket was merged into another one: reply there.');
  const attachmentIds = await checkAttachments(actor.id, input.attachmentIds);
  const internal = !!input.internal;
  const kind = staff && t.requesterId !== actor.id ? 'staff' : 'customer';
  const now = new Date();
  const next = statusAfter(t.status, kind, internal, input.status);
  const reopened = (t.status === 'closed' || t.status === 'resolved') && next !== t.status && !internal;
  const message = await db.$transaction(async (tx) => {
    const m = await tx.supportMessage.create({
      data: {
        ticketId: t.id,
        authorId: actor.id,
        authorKind: kind,
        body: safeBody(input.body),
        internal,
        via,
        attachmentIds,
      },
    });
    await moveSlaClocks(tx, t.id, next, now);
    const firstResponse = kind === 'staff' && !internal && !t.firstRespondedAt;
    const done = next === 'resolved' || next === 'closed';
    await tx.supportTicket.update({
      where: { id: t.id },
      data: {
        status: next,
        lastMessageAt: now,
        ...(firstResponse ? { firstRespondedAt: now } : {}),
        ...(done
          ? { resolvedAt: t.resolvedAt ?? now, ...(next === 'closed' ? { closedAt: now } : {}) }
          : { resolvedAt: null, closedAt: null }),
        ...(reopened ? { rating: null, ratingComment: null } : {}),
      },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: internal ? 'ticket.note' : 'ticket.reply',
      target: { type: 'ticket', id: t.id },
      detail: { from: t.status, to: next, via },
    });
    return m;
  });
  if (kind === 'staff' && !internal) {
    await notify({
      userId: t.requesterId,
      event: 'ticket_reply',
      title: `New reply on ticket #${t.number}: ${t.subject}`,
      body: bodyText(message.body).slice(0, 500),
      link: `/support-ticket/${t.id}`,
      vars: {
        ticketNumber: String(t.number),
        ticketSubject: t.subject,
        reply: bodyText(message.body),
        ticketUrl: ticketUrl(t.id),
      },
      replyTo: replyAddress(t.id),
    });
  }
  return { id: message.id, status: next, reopened };
}

export async function rateTicket(actor: Actor, id: string, input: { rating: number; comment?: string }) {
  const res = await db.supportTicket.updateMany({
    where: { id, requesterId: actor.id, status: { in: ['resolved', 'closed'] } },
    data: { rating: input.rating, ratingComment: input.comment ?? null },
  });
  if (res.count === 0) {
    const mine = await db.supportTicket.count({ where: { id, requesterId: actor.id } });
    if (!mine) throw new NotFound('Ticket not found');
    throw new Conflict('You can rate the help once the ticket is resolved.');
  }
  return { rating: input.rating };
}

/** The requester's own releases and payouts, to choose the ticket's context from. */
export async function contextChoices(actor: Actor) {
  const [releases, payouts] = await Promise.all([
    db.release.findMany({
      where: { ownerId: actor.id },
      orderBy: { updatedAt: 'desc' },
      // bounded: a ticket is about a recent release; the 50 latest are the choice offered.
      take: 50,
      select: { id: true, title: true, status: true, releaseDate: true },
    }),
    db.payoutRequest.findMany({
      where: { userId: actor.id },
      orderBy: { createdAt: 'desc' },
      // bounded: a ticket is about a recent payout; the 20 latest are the choice offered.
      take: 20,
      select: { id: true, amountCents: true, status: true, createdAt: true },
    }),
  ]);
  const now = new Date();
  return { releases: releases.map((r) => ({ ...r, statusLabel: releaseState(r, now).statusLabel })), payouts };
}
