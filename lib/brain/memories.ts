// Memories: teach, list and search, delete, feedback (success rate), use counts and the Stats tab.
import { db, type Tx } from '../platform/db';
import { NotFound } from '../platform/errors';
import type { BrainMemory, Prisma } from '../generated/prisma/client';
import { recordAudit } from '../platform/audit';
import type { MemoryCreateInput, MemoryListInput, MemoryCategory } from './schema';
import { MEMORY_CATEGORIES } from './schema';
import { searchMemories, type MemoryScope } from './search';

export interface MemoryView {
  id: string;
  title: string;
  content: string;
  category: string;
  importance: number;
  isGlobal: boolean;
  validated: boolean;
  isProtocol: boolean;
  status: string;
  /** Percent of positive feedback; null before any feedback */
  successRate: number | null;
  positiveCount: number;
  negativeCount: number;
  timesUsed: number;
  lastUsed: string | null;
  teamId: string | null;
  createdAt: string;
}

function successRate(m: Pick<BrainMemory, 'positiveCount' | 'negativeCount'>): number | null {
  const total = m.positiveCount + m.negativeCount;
  return total === 0 ? null : Math.round((m.positiveCount / total) * 100);
}

export function toMemoryView(m: BrainMemory): MemoryView {
  return {
    id: m.id,
    title: m.title,
    content: m.content,
    category: m.category,
    importance: m.importance,
    isGlobal: m.isGlobal,
    validated: m.validated,
    isProtocol: m.isProtocol,
    status: m.status,
    successRate: successRate(m),
    positiveCount: m.positiveCount,
    negativeCount: m.negativeCount,
    timesUsed: m.timesUsed,
    lastUsed: m.lastUsed?.toISOString() ?? null,
    teamId: m.teamId,
    createdAt: m.createdAt.toISOString(),
  };
}

function visibleWhere(scope: MemoryScope): Prisma.BrainMemoryWhereInput {
  return {
    // The team id comes from the request: it never widens what an admin sees (no team membership exists).
    OR: [{ isGlobal: true }, { createdById: scope.userId }],
  };
}

export async function createMemory(userId: string, input: MemoryCreateInput): Promise<MemoryView> {
  const memory = await db.$transaction(async (tx) => {
    const written = await tx.brainMemory.create({
      data: {
        title: input.title,
        content: input.content,
        category: input.category,
        importance: input.importance,
        isGlobal: input.isGlobal,
        teamId: input.teamId || null,
        createdById: userId,
        source: 'taught',
      },
    });
    await recordAudit({
      tx,
      actor: userId,
      action: 'brain_memory.create',
      target: { type: 'BrainMemory', id: written.id },
      detail: { title: written.title },
    });
    return written;
  });
  return toMemoryView(memory);
}

/** A promoted pending item or suggestion becomes a validated, global protocol memory. */
export async function createProtocolMemory(
  tx: Tx,
  data: {
    title: string;
    content: string;
    importance: number;
    category?: MemoryCategory;
    userId: string;
    source: string;
  },
): Promise<BrainMemory> {
  return tx.brainMemory.create({
    data: {
      title: data.title,
      content: data.content || data.title,
      category: data.category ?? 'rule',
      importance: data.importance,
      isGlobal: true,
      isProtocol: true,
      validated: true,
      createdById: data.userId,
      source: data.source,
    },
  });
}

export async function listMemories(
  scope: MemoryScope,
  input: MemoryListInput,
): Promise<{ memories: MemoryView[]; total: number }> {
  if (input.search) {
    const hits = await searchMemories(input.search, scope, {
      limit: input.limit,
      category: input.category,
      status: input.status,
    });
    const rows = await db.brainMemory.findMany({ where: { id: { in: hits.map((h) => h.id) } } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const memories = hits.flatMap((h) => (byId.has(h.id) ? [toMemoryView(byId.get(h.id)!)] : []));
    return { memories, total: memories.length };
  }
  const where: Prisma.BrainMemoryWhereInput = {
    ...visibleWhere(scope),
    status: input.status,
    ...(input.category ? { category: input.category } : {}),
  };
  const [rows, total] = await Promise.all([
    db.brainMemory.findMany({ where, orderBy: [{ importance: 'desc' }, { createdAt: 'desc' }], take: input.limit }),
    db.brainMemory.count({ where }),
  ]);
  return { memories: rows.map(toMemoryView), total };
}

async function visibleMemoryOrThrow(id: string, scope: MemoryScope): Promise<BrainMemory> {
  const memory = await db.brainMemory.findFirst({ where: { id, ...visibleWhere(scope) } });
  if (!memory) throw new NotFound('Memory not found');
  return memory;
}

export async function deleteMemory(id: string, scope: MemoryScope): Promise<{ deleted: true; id: string }> {
  await visibleMemoryOrThrow(id, scope);
  await db.$transaction(async (tx) => {
    await tx.brainMemory.delete({ where: { id } });
    await recordAudit({ tx, actor: scope.userId, action: 'brain_memory.delete', target: { type: 'BrainMemory', id } });
  });
  return { deleted: true, id };
}

/** Positive or negative feedback moves the success rate; positive feedback at 50 % or more validates. */
export async function recordFeedback(
  scope: MemoryScope,
  memoryId: string,
  feedbackType: 'positive' | 'negative',
): Promise<MemoryView> {
  await visibleMemoryOrThrow(memoryId, scope);
  const updated = await db.$transaction(async (tx) => {
    await tx.brainMemoryFeedback.create({ data: { memoryId, userId: scope.userId, feedbackType } });
    const m = await tx.brainMemory.update({
      where: { id: memoryId },
      data: feedbackType === 'positive' ? { positiveCount: { increment: 1 } } : { negativeCount: { increment: 1 } },
    });
    const validated = m.positiveCount > 0 && (successRate(m) ?? 0) >= 50;
    return validated === m.validated ? m : tx.brainMemory.update({ where: { id: memoryId }, data: { validated } });
  });
  return toMemoryView(updated);
}

/** Called for every memory an answer cites. */
export async function markMemoriesUsed(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.brainMemory.updateMany({
    where: { id: { in: ids } },
    data: { timesUsed: { increment: 1 }, lastUsed: new Date() },
  });
}

export interface Analytics {
  totalMemories: number;
  avgImportance: number;
  /** Average success rate over memories that have feedback; null when none has */
  avgSuccessRate: number | null;
  byCategory: Record<string, number>;
  mostUsedMemories: { id: string; title: string; timesUsed: number; successRate: number | null }[];
}

export async function memoryAnalytics(scope: MemoryScope): Promise<Analytics> {
  const where: Prisma.BrainMemoryWhereInput = { ...visibleWhere(scope), status: 'approved' };
  const [agg, groups, rated, mostUsed] = await Promise.all([
    db.brainMemory.aggregate({ where, _count: { _all: true }, _avg: { importance: true } }),
    db.brainMemory.groupBy({ by: ['category'], where, _count: { _all: true } }),
    db.brainMemory.findMany({
      where: {
        status: 'approved',
        AND: [visibleWhere(scope), { OR: [{ positiveCount: { gt: 0 } }, { negativeCount: { gt: 0 } }] }],
      },
      select: { positiveCount: true, negativeCount: true },
    }),
    db.brainMemory.findMany({
      where: { ...where, timesUsed: { gt: 0 } },
      orderBy: [{ timesUsed: 'desc' }, { title: 'asc' }],
      // bounded: the ten most used memories (a top-N chart).
      take: 10,
    }),
  ]);
  const byCategory: Record<string, number> = Object.fromEntries(MEMORY_CATEGORIES.map((c) => [c, 0]));
  for (const g of groups) byCategory[g.category] = g._count._all;
  const rates = rated.map((m) => successRate(m) ?? 0);
  return {
    totalMemories: agg._count._all,
    avgImportance: Math.round((agg._avg.importance ?? 0) * 10) / 10,
    avgSuccessRate: rates.length ? Math.round(rates.reduce((a, b) => a + b, 0) / rates.length) : null,
    byCategory,
    mostUsedMemories: mostUsed.map((m) => ({
      id: m.id,
      title: m.title,
      timesUsed: m.timesUsed,
      successRate: successRate(m),
    })),
  };
}
