// Agent logs: every assistant action writes events under one trace id (Logs tab, history, lessons).
import { randomUUID } from 'node:crypto';
import { db } from '../platform/db';
import type { Prisma } from '../generated/prisma/client';

export const AGENTS = {
  retriever: 'retriever',
  responder: 'responder',
  llm: 'llm-responder',
  scanner: 'deep-scanner',
  ideas: 'idea-generator',
  lessons: 'lesson-miner',
  reviewer: 'reviewer',
} as const;

export interface LogMeta {
  q?: string;
  a?: string;
  protocol?: { name: string; count: number };
  [key: string]: unknown;
}

export const newTraceId = () => randomUUID();

/** Question and answer excerpts are cut so a log row stays small. */
export function excerpt(text: string, max = 280): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

export async function logEvent(e: {
  traceId: string;
  agentId: string;
  event: string;
  userId?: string | null;
  namespace?: string;
  ok?: boolean;
  meta?: LogMeta;
}): Promise<void> {
  const meta = { ...e.meta, traceId: e.traceId, agentId: e.agentId } as Prisma.InputJsonValue;
  await db.brainAgentLog.create({
    data: {
      traceId: e.traceId,
      agentId: e.agentId,
      event: e.event,
      userId: e.userId ?? null,
      namespace: e.namespace ?? 'admins',
      ok: e.ok ?? true,
      meta,
    },
  });
}

function toView(l: {
  id: string;
  event: string;
  createdAt: Date;
  meta: Prisma.JsonValue;
  ok: boolean;
  traceId: string;
  agentId: string;
}) {
  return {
    id: l.id,
    event: l.event,
    ok: l.ok,
    traceId: l.traceId,
    agentId: l.agentId,
    createdAt: l.createdAt.toISOString(),
    // logEvent is the only writer, and it stores a LogMeta (with the trace and agent ids).
    meta: l.meta as LogMeta | null,
  };
}

/** The Logs tab: an admin sees their own conversations' events, the super admin everyone's. */
export async function listAgentLogs(actor: { id: string; role: string }, namespace: string, limit: number) {
  const rows = await db.brainAgentLog.findMany({
    where: { namespace, ...(actor.role === 'super_admin' ? {} : { userId: actor.id }) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
  });
  return { logs: rows.map(toView) };
}

/** The admin's own recent assistant events (001 §7 ai-communication/history). */
export async function communicationHistory(userId: string, limit: number) {
  const rows = await db.brainAgentLog.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
  });
  return { history: rows.map(toView) };
}
