// Code suggestions made by the deep scan: approving one creates a task with the patch attached.
import { db } from '../db';
import { Conflict, NotFound } from '../errors';
import type { BrainCodeSuggestion } from '../generated/prisma/client';
import { recordAudit } from '../audit/service';
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

export async function listPendingCodeSuggestions() {
  const rows = await db.brainCodeSuggestion.findMany({
    where: { status: 'pending' },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: 100,
  });
  const order = { critical: 0, high: 1, medium: 2, low: 3 } as const;
  rows.sort((a, b) => order[a.priority] - order[b.priority]);
  return { suggestions: rows.map(toCodeSuggestionView) };
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
    await tx.brainCodeSuggestion.update({ where: { id }, data: { taskId: task.id } });
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
