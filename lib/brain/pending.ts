// Pending items (idea, lesson, fix, task): list, edit, approve to a protocol memory or a task,
// reject with a reason, bulk, and direct promotion of suggestions. Who and when are recorded.
import { db, type Client, type Tx } from '../platform/db';
import { BadRequest, Conflict, NotFound } from '../platform/errors';
import type { BrainPendingItem, Prisma } from '../generated/prisma/client';
import { recordAudit } from '../platform/audit';
import { createProtocolMemory, toMemoryView } from './memories';
import { createTask, toTaskView } from './tasks';
import type { MemoryCategory } from './schema';
import { newestFirst, paginate, type PageQuery } from '../platform/paging';

type PendingType = BrainPendingItem['type'];
type Target = 'memory' | 'task';

function toPendingView(p: BrainPendingItem) {
  return {
    id: p.id,
    type: p.type,
    title: p.title,
    detail: p.detail,
    target: p.target,
    tags: p.tags,
    payload: p.payload,
    source: p.source,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
  };
}

/** Pending items newest first, a page at a time (spec 001's `limit` is the page size), and the pending lessons' count. */
export async function listPending(namespace: string, opts: PageQuery & { type?: PendingType; q?: string }) {
  const where: Prisma.BrainPendingItemWhereInput = {
    namespace,
    status: 'pending',
    ...(opts.type ? { type: opts.type } : {}),
    ...(opts.q
      ? {
          OR: [
            { title: { contains: opts.q, mode: 'insensitive' } },
            { detail: { contains: opts.q, mode: 'insensitive' } },
            { tags: { has: opts.q.toLowerCase() } },
          ],
        }
      : {}),
  };
  const [page, lessons] = await Promise.all([
    paginate(
      opts,
      (args) => db.brainPendingItem.findMany({ where, ...newestFirst(args) }),
      () => db.brainPendingItem.count({ where }),
      (rows) => rows.map(toPendingView),
    ),
    db.brainPendingItem.count({ where: { namespace, status: 'pending', type: 'lesson' } }),
  ]);
  return { ...page, pendingLessons: lessons };
}

/** Queues a generated item unless the same fingerprint was queued before (pending, approved or rejected). */
export async function queuePending(data: {
  namespace: string;
  type: PendingType;
  title: string;
  detail: string;
  target?: Target | null;
  tags?: string[];
  payload?: Prisma.InputJsonValue;
  fingerprint: string;
  source: string;
}): Promise<BrainPendingItem | null> {
  const existing = await db.brainPendingItem.findUnique({
    where: { namespace_fingerprint: { namespace: data.namespace, fingerprint: data.fingerprint } },
  });
  if (existing) return null;
  return db.brainPendingItem.create({ data: { ...data, target: data.target ?? null, tags: data.tags ?? [] } });
}

async function pendingOrThrow(tx: Client, id: string, namespace: string) {
  const item = await tx.brainPendingItem.findFirst({ where: { id, namespace } });
  if (!item) throw new NotFound('Pending item not found');
  if (item.status !== 'pending') throw new Conflict(`This item was already ${item.status}`);
  return item;
}

const MEMORY_CATEGORY: Record<PendingType, MemoryCategory> = {
  idea: 'other',
  lesson: 'lesson',
  fix: 'rule',
  task: 'workflow',
};

async function approveIn(
  tx: Tx,
  userId: string,
  id: string,
  namespace: string,
  weight: number,
  target: Target | undefined,
) {
  const item = await pendingOrThrow(tx, id, namespace);
  const to = target ?? item.target;
  if (!to) throw new BadRequest('No Target: choose Approve → Memory or Approve → Task');
  // The conditional update makes a concurrent second approval lose (409) instead of promoting twice.
  const claimed = await tx.brainPendingItem.updateMany({
    where: { id, status: 'pending' },
    data: { status: 'approved', reviewedById: userId, reviewedAt: new Date(), target: to },
  });
  if (claimed.count === 0) throw new Conflict('This item was already reviewed');
  if (to === 'memory') {
    const memory = await createProtocolMemory(tx, {
      title: item.title,
      content: item.detail,
      importance: weight,
      category: MEMORY_CATEGORY[item.type],
      userId,
      source: `pending:${item.id}`,
    });
    await tx.brainPendingItem.update({
      where: { id, namespace, status: 'approved' },
      data: { promotedMemoryId: memory.id },
    });
    await recordAudit({
      tx,
      actor: userId,
      action: 'brain_pending.approve',
      target: { type: 'BrainPendingItem', id },
      detail: { target: to, memoryId: memory.id },
    });
    return { target: 'memory' as const, promoted: toMemoryView(memory) };
  }
  const priority = (item.payload as { priority?: string } | null)?.priority;
  const task = await createTask(
    userId,
    {
      namespace,
      title: item.title,
      detail: item.detail,
      pendingItemId: item.id,
      priority: isPriority(priority) ? priority : 'medium',
      taskType: item.type === 'fix' ? 'bug_report' : 'improvement',
    },
    tx,
  );
  await tx.brainPendingItem.update({ where: { id, namespace, status: 'approved' }, data: { promotedTaskId: task.id } });
  await recordAudit({
    tx,
    actor: userId,
    action: 'brain_pending.approve',
    target: { type: 'BrainPendingItem', id },
    detail: { target: to, taskId: task.id },
  });
  return { target: 'task' as const, promoted: toTaskView(task) };
}

const isPriority = (p: unknown): p is 'low' | 'medium' | 'high' | 'urgent' =>
  p === 'low' || p === 'medium' || p === 'high' || p === 'urgent';

export function approvePending(userId: string, id: string, namespace: string, weight: number, target?: Target) {
  return db.$transaction((tx) => approveIn(tx, userId, id, namespace, weight, target));
}

async function rejectIn(tx: Tx, userId: string, id: string, namespace: string, reason?: string) {
  await pendingOrThrow(tx, id, namespace);
  const claimed = await tx.brainPendingItem.updateMany({
    where: { id, status: 'pending' },
    data: { status: 'rejected', reviewedById: userId, reviewedAt: new Date(), rejectReason: reason || null },
  });
  if (claimed.count === 0) throw new Conflict('This item was already reviewed');
  await recordAudit({
    tx,
    actor: userId,
    action: 'brain_pending.reject',
    target: { type: 'BrainPendingItem', id },
    detail: { reason: reason ?? null },
  });
  return { rejected: true, id };
}

export function rejectPending(userId: string, id: string, namespace: string, reason?: string) {
  return db.$transaction((tx) => rejectIn(tx, userId, id, namespace, reason));
}

export async function updatePending(
  userId: string,
  id: string,
  namespace: string,
  patch: { title?: string; detail?: string; tags?: string[]; target?: Target | null },
) {
  await pendingOrThrow(db, id, namespace);
  const item = await db.$transaction(async (tx) => {
    const written = await tx.brainPendingItem.update({
      where: { id },
      data: { ...patch, ...(patch.tags ? { tags: patch.tags.map((t) => t.toLowerCase()) } : {}) },
    });
    await recordAudit({
      tx,
      actor: userId,
      action: 'brain_pending.update',
      target: { type: 'BrainPendingItem', id },
      detail: patch,
    });
    return written;
  });
  return { item: toPendingView(item) };
}

/** Each id is reviewed on its own; one failure (already reviewed, no target) does not undo the others. */
export async function bulkReview(
  userId: string,
  namespace: string,
  ids: string[],
  action: 'approve' | 'reject',
  reason?: string,
) {
  let done = 0;
  const failed: { id: string; error: string }[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      if (action === 'approve') await approvePending(userId, id, namespace, 6);
      else await rejectPending(userId, id, namespace, reason);
      done += 1;
    } catch (err) {
      failed.push({ id, error: (err as Error).message });
    }
  }
  return { action, count: done, [action === 'approve' ? 'approved' : 'rejected']: done, failed };
}

/** Send → Memories / Send → Tasks of a suggestion: promoted at once and recorded as an approved item. */
export async function promoteDirect(
  userId: string,
  input: {
    ns: string;
    category: string;
    target: Target;
    title?: string;
    detail: string;
    payload?: Record<string, unknown>;
  },
) {
  const title = input.title || input.detail.slice(0, 100);
  if (!title) throw new BadRequest('A title or detail is required');
  const key = typeof input.payload?.key === 'string' ? input.payload.key : null;
  const importance = Number(input.payload?.importance);
  return db.$transaction(async (tx) => {
    const item = await tx.brainPendingItem.create({
      data: {
        namespace: input.ns,
        type: 'idea',
        title,
        detail: input.detail,
        target: input.target,
        payload: (input.payload ?? undefined) as Prisma.InputJsonValue | undefined,
        fingerprint: key ? `${input.category}:${key}` : null,
        source: input.category,
        tags: [input.category.toLowerCase()],
      },
    });
    const weight = Number.isInteger(importance) && importance >= 1 && importance <= 10 ? importance : 6;
    return approveIn(tx, userId, item.id, input.ns, weight, input.target);
  });
}
