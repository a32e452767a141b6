// Lessons mined from the agent logs and feedback: repeated failures, memories that keep getting
// negative feedback, and questions admins keep asking. Each becomes a pending lesson (once).
import { createHash } from 'node:crypto';
import { db } from '../platform/db';
import { AGENTS, logEvent, newTraceId } from './agent-log';
import { queuePending } from './pending';
import { queryTerms } from './search';

export interface LessonDraft {
  title: string;
  detail: string;
  fingerprint: string;
  tags: string[];
}

const fp = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 24);
const LOOKBACK_ROWS = 2000;

export async function mineLessons(): Promise<LessonDraft[]> {
  const [failures, negative, questions] = await Promise.all([
    db.brainAgentLog.groupBy({ by: ['agentId', 'event'], where: { ok: false }, _count: { _all: true } }),
    // bounded: the memories with the most negative feedback (a top-N for lesson mining).
    db.brainMemory.findMany({ where: { negativeCount: { gt: 0 } }, orderBy: { negativeCount: 'desc' }, take: 50 }),
    db.brainAgentLog.findMany({
      where: { event: 'retrieve' },
      orderBy: { createdAt: 'desc' },
      // bounded: lessons are mined from the latest retrievals only.
      take: LOOKBACK_ROWS,
      select: { meta: true },
    }),
  ]);
  const drafts: LessonDraft[] = [];
  for (const f of failures) {
    if (f._count._all < 2) continue;
    drafts.push({
      title: `${f.agentId} keeps failing at ${f.event}`,
      detail: `${f._count._all} '${f.event}' events of ${f.agentId} failed. Check its configuration before relying on it.`,
      fingerprint: `fail:${f.agentId}:${f.event}:${Math.floor(Math.log2(f._count._all))}`,
      tags: ['failure', f.agentId],
    });
  }
  for (const m of negative) {
    if (m.negativeCount <= m.positiveCount) continue;
    drafts.push({
      title: `Memory "${m.title}" is often unhelpful`,
      detail: `It received ${m.negativeCount} negative and ${m.positiveCount} positive feedback. Review or rewrite it: ${m.content.slice(0, 200)}`,
      fingerprint: `neg:${m.id}:${m.negativeCount}`,
      tags: ['feedback'],
    });
  }
  const asked = new Map<string, { q: string; count: number; unanswered: number }>();
  for (const row of questions) {
    const meta = row.meta as { q?: string; protocol?: { count?: number } } | null;
    if (!meta?.q) continue;
    const key = queryTerms(meta.q).sort().join(' ');
    if (!key) continue;
    const entry = asked.get(key) ?? { q: meta.q, count: 0, unanswered: 0 };
    entry.count += 1;
    if (!meta.protocol?.count) entry.unanswered += 1;
    asked.set(key, entry);
  }
  for (const [key, e] of asked) {
    if (e.count < 2) continue;
    drafts.push({
      title: `Recurring question: ${e.q.slice(0, 80)}`,
      detail: `Asked ${e.count} times${e.unanswered ? `, ${e.unanswered} without a matching memory` : ''}. Teach a memory that answers it.`,
      fingerprint: `q:${fp(key)}`,
      tags: ['question'],
    });
  }
  return drafts;
}

export async function lessonsFromLogs(userId: string) {
  const traceId = newTraceId();
  const drafts = await mineLessons();
  let added = 0;
  for (const d of drafts) {
    const item = await queuePending({
      namespace: 'admins',
      type: 'lesson',
      title: d.title,
      detail: d.detail,
      target: 'memory',
      tags: d.tags,
      fingerprint: d.fingerprint,
      source: 'lessons-from-logs',
    });
    if (item) added += 1;
  }
  await logEvent({
    traceId,
    agentId: AGENTS.lessons,
    event: 'generate-lessons',
    userId,
    meta: { found: drafts.length, added, protocol: { name: 'logs', count: drafts.length } },
  });
  return { added, found: drafts.length, model: 'offline-log-miner' };
}
