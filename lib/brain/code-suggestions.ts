// Code suggestions made by the deep scan: approving one creates a task with the patch attached.
import { db } from '../platform/db';
import { paginate, type PageQuery } from '../platform/paging';
import { Conflict, NotFound } from '../platform/errors';
import type { BrainCodeSuggestion } from '../generated/prisma/client';
import { recordAudit } from '../platform/audit';
import { createTask, toTaskView } from './tasks';

function toCodeSuggestionView(s: BrainCodeSuggestion) {
  return {
    id: s.id,
    title: s.title,
    content: s.content,
    status: s.status,
    createdAt: s.createdAt.toISOString(),
    codeChangeDetails: {
      priority: s.priority,
      filePath: s.filePath,
      reasoning: s.reasoning,
      implementationSteps: s.implementationSteps,
      oldCode: s.oldCode,
      newCode: s.newCode,
    },
  };
}

/** Pending code changes, the most critical first (the enum's order), then the newest; one page at a time. */
export async function listPendingCodeSuggestions(q: PageQuery) {
  const where = { status: 'pending' } as const;
  return paginate(
    q,
    (page) =>
      db.brainCodeSuggestion.findMany({
        where,
        orderBy: [{ priority: 'asc' }, { createdAt: 'desc' }, { id: 'asc' }],
        ...page,
      }),
    () => db.brainCodeSuggestion.count({ where }),
    (rows) => rows.map(toCodeSuggestionView),
  );
}

const PRIORITY = { critical: 'urgent', high: 'high', medium: 'medium', low: 'low' } as const;

export async function approveCodeSuggestion(userId: string, id: string) {
  return db.$transaction(async (tx) => {
    const s = await tx.brainCodeSuggestion.findUnique({ where: { id } });
    if (!s) throw new NotFound('Code suggestion not found');
    const claimed = await tx.brainCodeSuggestion.updateMany({
      where: { id, status: 'pending' },
      data: { status: 'approved', reviewedById: userId, reviewedAt: new Date() },
    });
    if (claimed.count === 0) throw new Conflict(`This code change was already ${s.status}`);
    const task = await createTask(
      userId,
      {
        namespace: 'admins',
        title: s.title,
        detail: `${s.reasoning}\n\nSteps:\n${s.implementationSteps.map((x, i) => `${i + 1}. ${x}`).join('\n')}`,
        priority: PRIORITY[s.priority],
        taskType: 'improvement',
        codeSuggestionId: s.id,
        patch: { filePath: s.filePath, oldCode: s.oldCode, newCode: s.newCode, steps: s.implementationSteps },
      },
      tx,
    );
    await tx.brainCodeSuggestion.update({ where: { id, status: 'approved' }, data: { taskId: task.id } });
    await recordAudit({
      tx,
      actor: userId,
      action: 'brain_code.approve',
      target: { type: 'BrainCodeSuggestion', id },
      detail: { taskId: task.id },
    });
    return { approved: true, id, task: toTaskView(task) };
  });
}

export async function rejectCodeSuggestion(userId: string, id: string, reason?: string) {
  const s = await db.brainCodeSuggestion.findUnique({ where: { id } });
  if (!s) throw new NotFound('Code suggestion not found');
  await db.$transaction(async (tx) => {
    const claimed = await tx.brainCodeSuggestion.updateMany({
      where: { id, status: 'pending' },
      data: { status: 'rejected', reviewedById: userId, reviewedAt: new Date(), rejectReason: reason || null },
    });
    if (claimed.count === 0) throw new Conflict(`This code change was already ${s.status}`);
    await recordAudit({
      tx,
      actor: userId,
      action: 'brain_code.reject',
      target: { type: 'BrainCodeSuggestion', id },
      detail: { reason: reason ?? null },
    });
  });
  return { rejected: true, id };
}
