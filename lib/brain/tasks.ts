// Approved tasks: created from the form, promoted from pending items, suggestions or code changes.
import { db, type Tx } from '../platform/db';
import { Conflict, NotFound } from '../platform/errors';
import type { BrainTask, Prisma } from '../generated/prisma/client';
import { recordAudit } from '../platform/audit';
import { newestFirst, paginate, type PageQuery } from '../platform/paging';

export function toTaskView(t: BrainTask) {
  return {
    id: t.id,
    title: t.title,
    detail: t.detail,
    priority: t.priority,
    status: t.status,
    taskType: t.taskType,
    patch: t.patch,
    pendingItemId: t.pendingItemId,
    codeSuggestionId: t.codeSuggestionId,
    createdAt: t.createdAt.toISOString(),
    completedAt: t.completedAt?.toISOString() ?? null,
  };
}

/** Tasks newest first, a page at a time (spec 001: `limit`, 100 by default, is the page size). */
export async function listTasks(namespace: string, status: string, q: PageQuery) {
  const where: Prisma.BrainTaskWhereInput = {
    namespace,
    ...(status === 'all' ? {} : { status: status as BrainTask['status'] }),
  };
  return paginate(
    q,
    (page) => db.brainTask.findMany({ where, ...newestFirst(page) }),
    () => db.brainTask.count({ where }),
    (rows) => rows.map(toTaskView),
  );
}

export async function createTask(
  userId: string,
  data: {
    namespace: string;
    title: string;
    detail: string;
    priority?: BrainTask['priority'];
    taskType?: string;
    pendingItemId?: string;
    codeSuggestionId?: string;
    patch?: Prisma.InputJsonValue;
  },
  tx?: Tx,
): Promise<BrainTask> {
  // The task and its audit row commit together: in the caller's transaction, or in one of its own.
  if (!tx) return db.$transaction((t) => createTask(userId, data, t));
  const task = await tx.brainTask.create({
    data: {
      namespace: data.namespace,
      title: data.title,
      detail: data.detail,
      priority: data.priority ?? 'medium',
      taskType: data.taskType ?? null,
      pendingItemId: data.pendingItemId ?? null,
      codeSuggestionId: data.codeSuggestionId ?? null,
      patch: data.patch,
      createdById: userId,
    },
  });
  await recordAudit({
    tx,
    actor: userId,
    action: 'brain_task.create',
    target: { type: 'BrainTask', id: task.id },
    detail: { title: task.title },
  });
  return task;
}

async function taskOrThrow(id: string, namespace: string) {
  const task = await db.brainTask.findFirst({ where: { id, namespace } });
  if (!task) throw new NotFound('Task not found');
  return task;
}

export async function updateTask(
  userId: string,
  id: string,
  namespace: string,
  patch: { status?: BrainTask['status']; priority?: BrainTask['priority'] },
) {
  const task = await taskOrThrow(id, namespace);
  const done = patch.status === 'done' && task.status !== 'done';
  const updated = await db.$transaction(async (tx) => {
    const written = await tx.brainTask.update({
      where: { id },
      data: {
        ...patch,
        ...(done ? { completedAt: new Date(), completedById: userId } : {}),
        ...(patch.status && patch.status !== 'done' ? { completedAt: null, completedById: null } : {}),
      },
    });
    await recordAudit({
      tx,
      actor: userId,
      action: 'brain_task.update',
      target: { type: 'BrainTask', id },
      detail: patch,
    });
    return written;
  });
  return { task: toTaskView(updated) };
}

export async function completeTask(userId: string, id: string, namespace: string) {
  const task = await taskOrThrow(id, namespace);
  if (task.status === 'done') throw new Conflict('This task is already done');
  const updated = await db.$transaction(async (tx) => {
    const written = await tx.brainTask.update({
      where: { id },
      data: { status: 'done', completedAt: new Date(), completedById: userId },
    });
    await recordAudit({ tx, actor: userId, action: 'brain_task.complete', target: { type: 'BrainTask', id } });
    return written;
  });
  return { task: toTaskView(updated) };
}
