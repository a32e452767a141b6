// The messages and files exchanged on a service order, visible to its client and to staff.
import { getOrderForUserOrThrow } from './orders';
import { db } from '../platform/db';
import { recordAudit } from '../platform/audit';
import { NotFound } from '../platform/errors';
import { isAdminRole } from '../platform/auth/roles';
import type { SessionUser } from '../platform/auth/session';
import { notifyOrder } from './notify';

export async function listMessages(actor: SessionUser, id: string) {
  await getOrderForUserOrThrow(actor, id);
  const rows = await db.serviceOrderMessage.findMany({
    where: { orderId: id },
    orderBy: { createdAt: 'asc' },
    include: { author: { select: { name: true, role: true } } },
  });
  const files = await db.storedFile.findMany({
    where: { id: { in: rows.map((r) => r.fileId).filter((f): f is string => !!f) } },
    select: { id: true, originalName: true, sizeBytes: true },
  });
  const byId = new Map(files.map((f) => [f.id, f]));
  return rows.map((m) => ({
    id: m.id,
    body: m.body,
    delivery: m.delivery,
    createdAt: m.createdAt.toISOString(),
    author: m.author ? { name: m.author.name, staff: isAdminRole(m.author.role) } : null,
    file: m.fileId && byId.get(m.fileId) ? { id: m.fileId, name: byId.get(m.fileId)!.originalName } : null,
  }));
}

export async function addMessage(actor: SessionUser, id: string, input: { body: string; fileId?: string | null }) {
  const order = await getOrderForUserOrThrow(actor, id);
  const msg = await db.$transaction(async (tx) => {
    const m = await tx.serviceOrderMessage.create({
      data: { orderId: id, authorId: actor.id, body: input.body, fileId: input.fileId ?? null },
    });
    await recordAudit({ tx, actor: actor.id, action: 'service_order.message', target: { type: 'service_order', id } });
    return m;
  });
  await notifyOrder(order, 'message', { from: actor, body: input.body });
  return { id: msg.id };
}

/** The file of one order message, for someone who can see the order. */
export async function orderFileOrThrow(actor: SessionUser, orderId: string, fileId: string) {
  await getOrderForUserOrThrow(actor, orderId);
  const m = await db.serviceOrderMessage.findFirst({ where: { orderId, fileId }, select: { fileId: true } });
  if (!m) throw new NotFound('File not found');
  return db.storedFile.findUniqueOrThrow({ where: { id: fileId } });
}
