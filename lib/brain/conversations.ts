// Conversations and messages, kept per admin (owner key = the user's id, 'public' when none: 001 §6).
import { randomUUID } from 'node:crypto';
import { db } from '../platform/db';
import { paginate, type PageQuery } from '../platform/paging';
import { NotFound } from '../platform/errors';
import type { Prisma } from '../generated/prisma/client';
import type { Citation } from './responder';
import { recordAudit } from '../platform/audit';

/** The owner's conversations, the latest first, one page at a time. */
export async function listConversations(ownerKey: string, q: PageQuery) {
  return paginate(
    q,
    (page) =>
      db.brainConversation.findMany({
        where: { ownerKey },
        orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
        ...page,
        include: { _count: { select: { messages: true } } },
      }),
    () => db.brainConversation.count({ where: { ownerKey } }),
    (rows) =>
      rows.map((c) => ({
        id: c.id,
        conversationId: c.id,
        title: c.title,
        messageCount: c._count.messages,
        updatedAt: c.updatedAt.toISOString(),
      })),
  );
}

async function ownedOrThrow(id: string, ownerKey: string) {
  const c = await db.brainConversation.findFirst({ where: { id, ownerKey } });
  if (!c) throw new NotFound('Conversation not found');
  return c;
}

export async function conversationMessages(id: string, ownerKey: string) {
  await ownedOrThrow(id, ownerKey);
  const rows = await db.brainMessage.findMany({
    where: { conversationId: id },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return {
    messages: rows.map((m) => ({
      id: m.id,
      role: m.role,
      content: m.content,
      // Only finish() in chat.ts writes them, from the answer's Citation[].
      citations: m.citations as Citation[] | null,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export async function deleteConversation(id: string, ownerKey: string) {
  // The owner is in the delete's where; the audit row commits with it.
  await db.$transaction(async (tx) => {
    const gone = await tx.brainConversation.deleteMany({ where: { id, ownerKey } });
    if (gone.count !== 1) throw new NotFound('Conversation not found');
    await recordAudit({
      tx,
      actor: null,
      action: 'brain_conversation.delete',
      target: { type: 'BrainConversation', id },
    });
  });
  return { deleted: true, id };
}

/** The conversation a message goes to: the given one (created on first use), or a new one. */
export async function conversationForMessage(
  ownerKey: string,
  conversationId: string | undefined,
  firstMessage: string,
) {
  const id = conversationId ?? randomUUID();
  const existing = await db.brainConversation.findUnique({ where: { id } });
  if (existing) {
    if (existing.ownerKey !== ownerKey) throw new NotFound('Conversation not found');
    return existing;
  }
  const title = firstMessage.replace(/\s+/g, ' ').trim().slice(0, 60);
  return db.brainConversation.create({ data: { id, ownerKey, title } });
}

export async function addMessage(
  conversationId: string,
  role: 'user' | 'assistant' | 'error',
  content: string,
  extra: { citations?: Prisma.InputJsonValue; traceId?: string } = {},
) {
  const [message] = await db.$transaction([
    db.brainMessage.create({
      data: { conversationId, role, content, citations: extra.citations, traceId: extra.traceId },
    }),
    db.brainConversation.update({ where: { id: conversationId }, data: { updatedAt: new Date() } }),
  ]);
  return message;
}
