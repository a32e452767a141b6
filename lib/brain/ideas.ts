// Ideas and suggestions derived from real platform signals (releases, tasks, scan findings,
// recurring questions), rewritten by the LLM when one is configured.
import { db } from '../platform/db';
import { logger } from '../platform/logger';
import { AGENTS, excerpt, logEvent, newTraceId } from './agent-log';
import { completeText, llmConfig } from './llm';
import { mineLessons } from './lessons';
import { queuePending } from './pending';
import { providersFor, readSignals } from './signals';

export interface IdeaDraft {
  key: string;
  title: string;
  detail: string;
  importance: number;
  source: string;
}

/** What the platform's live data asks for, most important first. */
async function deriveIdeas(codeTools: boolean): Promise<IdeaDraft[]> {
  const [signals, scan, lessons] = await Promise.all([
    readSignals(providersFor(codeTools)),
    // Scan findings are code-scan tooling: super admins only.
    codeTools ? db.brainScan.findFirst({ where: { status: 'done' }, orderBy: { version: 'desc' } }) : null,
    mineLessons(),
  ]);
  const ideas: IdeaDraft[] = [];
  for (const s of signals) {
    if (s.attention)
      ideas.push({ key: `signal:${s.key}:${JSON.stringify(s.figures)}`, ...s.attention, source: s.title });
  }
  const r = scan?.redacted as {
    tiles?: Record<string, number>;
    lists?: { circularDeps?: { items: string[] }; unusedFiles?: { items: string[] } };
  } | null;
  if (scan && r?.tiles) {
    const t = r.tiles;
    if (t.circularDeps > 0)
      ideas.push({
        key: `scan:${scan.version}:cycles`,
        title: `Break ${t.circularDeps} circular import chain(s)`,
        detail: `First: ${r.lists?.circularDeps?.items[0] ?? ''}`,
        importance: 7,
        source: `Deep scan v${scan.version}`,
      });
    if (t.unusedFiles > 0)
      ideas.push({
        key: `scan:${scan.version}:unused-files`,
        title: `Remove or wire up ${t.unusedFiles} unused file(s)`,
        detail: (r.lists?.unusedFiles?.items ?? []).slice(0, 5).join(', '),
        importance: 5,
        source: `Deep scan v${scan.version}`,
      });
    if (t.missingEnv > 0)
      ideas.push({
        key: `scan:${scan.version}:env`,
        title: `Document ${t.missingEnv} environment variable(s) in .env.example`,
        detail: 'Code reads them but neither lib/platform/env.ts nor .env.example defines them.',
        importance: 6,
        source: `Deep scan v${scan.version}`,
      });
    if (t.unusedDeps > 0)
      ideas.push({
        key: `scan:${scan.version}:deps`,
        title: `Drop ${t.unusedDeps} unused dependenc${t.unusedDeps === 1 ? 'y' : 'ies'}`,
        detail: 'knip finds no import of them; fewer packages install and audit faster.',
        importance: 4,
        source: `Deep scan v${scan.version}`,
      });
  }
  for (const l of lessons.filter((x) => x.tags.includes('question')).slice(0, 3)) {
    ideas.push({
      key: `question:${l.fingerprint}`,
      title: l.title.replace('Recurring question', 'Answer the recurring question'),
      detail: l.detail,
      importance: 5,
      source: 'Agent logs',
    });
  }
  return ideas.sort((a, b) => b.importance - a.importance);
}

/** Suggestions tab: derived ideas not yet sent to memories or tasks. */
export async function pendingSuggestions(codeTools: boolean) {
  const ideas = await deriveIdeas(codeTools);
  const taken = await db.brainPendingItem.findMany({
    where: { fingerprint: { in: ideas.map((i) => `suggestion:${i.key}`) } },
    select: { fingerprint: true },
  });
  const done = new Set(taken.map((t) => t.fingerprint));
  return {
    suggestions: ideas
      .filter((i) => !done.has(`suggestion:${i.key}`))
      .map((i) => ({
        id: i.key,
        title: i.title,
        content: i.detail,
        detail: i.detail,
        importance: i.importance,
        payload: { key: i.key, source: i.source, importance: i.importance },
      })),
  };
}

/** The LLM may rephrase the ideas; it must keep one line per idea, "title :: detail". */
async function rephrase(ideas: IdeaDraft[]): Promise<{ ideas: IdeaDraft[]; model: string }> {
  const cfg = llmConfig();
  if (!cfg || ideas.length === 0) return { ideas, model: 'offline-signals' };
  try {
    const text = await completeText(
      cfg,
      'You turn platform findings into short, actionable improvement ideas for the admins of a music distribution platform. Keep each idea grounded in its finding. Answer with exactly one line per finding: title :: detail',
      ideas.map((i, n) => `${n + 1}. ${i.title} (${i.detail})`).join('\n'),
    );
    const lines = text
      .split('\n')
      .map((l) => l.replace(/^\s*\d+[.)]\s*/, '').split('::'))
      .filter((p) => p.length === 2);
    if (lines.length !== ideas.length) return { ideas, model: 'offline-signals' };
    return {
      ideas: ideas.map((i, n) => ({
        ...i,
        title: lines[n][0].trim() || i.title,
        detail: lines[n][1].trim() || i.detail,
      })),
      model: cfg.model,
    };
  } catch (err) {
    logger.warn('LLM idea generation failed; using the derived ideas', err);
    return { ideas, model: 'offline-signals' };
  }
}

export async function generateIdeas(userId: string, ns: string, saveToPending: boolean, codeTools: boolean) {
  const traceId = newTraceId();
  const { ideas, model } = await rephrase(await deriveIdeas(codeTools));
  let saved = 0;
  if (saveToPending) {
    for (const i of ideas) {
      const item = await queuePending({
        namespace: 'admins',
        type: 'idea',
        title: i.title,
        detail: i.detail,
        target: 'task',
        tags: ['generated'],
        payload: { source: i.source, importance: i.importance },
        fingerprint: `idea:${i.key}`,
        source: 'ideas-generate',
      });
      if (item) saved += 1;
    }
  }
  await logEvent({
    traceId,
    agentId: AGENTS.ideas,
    event: 'generate-ideas',
    userId,
    namespace: ns === 'global' ? 'admins' : ns,
    meta: { a: excerpt(ideas.map((i) => i.title).join('; ')), count: ideas.length, saved, model },
  });
  return {
    ideas: ideas.map((i) => ({ title: i.title, detail: i.detail, importance: i.importance, source: i.source })),
    saved,
    model,
  };
}
