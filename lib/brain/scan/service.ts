// Deep scan: start (refused while one runs), run as a job with progress, store the result with its
// redacted copy, tiles and capped lists, refresh code suggestions and rebuild the code index.
import { db } from '../../platform/db';
import { Conflict } from '../../platform/errors';
import { enqueue } from '../../platform/jobs';
import { logger } from '../../platform/logger';
import type { BrainScan } from '../../generated/prisma/client';
import { jsonValue } from '../../platform/db/json-value';
import { recordAudit } from '../../platform/audit';
import { AGENTS, logEvent, newTraceId } from '../agent-log';
import { countNotes, isCode, projectRoot, scanEnv, walkFiles } from './analyse';
import { analyseTree } from './analyser-cache';
import { indexable, indexFile, type CodeEntryDraft } from './code-index';
import { buildSuggestions } from './suggestions';

const LIST_CAP = 300;
/** A scan that has not moved for this long is taken as dead (its process stopped). */
const STALE_MS = 15 * 60_000;

export const brainScanJob = { name: 'brain-scan', options: { retryLimit: 0, expireInSeconds: 30 * 60 } };

interface CappedList {
  items: string[];
  total: number;
  /** How many were left out ('+N more') */
  more: number;
}

function cap(items: string[], max = LIST_CAP): CappedList {
  return { items: items.slice(0, max), total: items.length, more: Math.max(0, items.length - max) };
}

function toScanView(s: BrainScan | null) {
  if (!s) return { scan: null };
  const r = (s.redacted ?? {}) as Record<string, unknown>;
  return {
    scan: {
      id: s.id,
      version: s.version,
      status: s.status,
      progress: s.progress,
      phase: s.phase,
      error: s.error,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
      finishedAt: s.finishedAt?.toISOString() ?? null,
      ...r,
    },
  };
}

async function releaseStaleLock() {
  await db.brainScan.updateMany({
    where: { runningLock: 'deep', updatedAt: { lt: new Date(Date.now() - STALE_MS) } },
    data: { runningLock: null, status: 'failed', error: 'The scan stopped responding', finishedAt: new Date() },
  });
}

export async function startDeepScan(userId: string, replace: boolean) {
  await releaseStaleLock();
  let scan: BrainScan;
  try {
    scan = await db.$transaction(async (tx) => {
      const row = await tx.brainScan.create({
        data: { runningLock: 'deep', startedById: userId, replace, phase: 'queued' },
      });
      await recordAudit({
        tx,
        actor: userId,
        action: 'brain_scan.start',
        target: { type: 'BrainScan', id: row.id },
        detail: { replace },
      });
      return row;
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'P2002') throw new Conflict('A deep scan is already running');
    throw err;
  }
  try {
    await enqueue(brainScanJob, { scanId: scan.id });
  } catch (err) {
    await db.brainScan.update({
      where: { id: scan.id },
      data: { status: 'failed', runningLock: null, error: 'The scan could not be queued', finishedAt: new Date() },
    });
    throw err;
  }
  return toScanView(scan);
}

export async function latestScan() {
  return toScanView(await db.brainScan.findFirst({ orderBy: { version: 'desc' } }));
}

async function progress(id: string, value: number, phase: string) {
  await db.brainScan.update({ where: { id }, data: { progress: value, phase, status: 'running' } });
}

async function rebuildIndex(scanId: string, entries: CodeEntryDraft[]) {
  for (let i = 0; i < entries.length; i += 500) {
    await db.brainCodeEntry.createMany({ data: entries.slice(i, i + 500).map((e) => ({ ...e, scanId })) });
  }
  await db.brainCodeEntry.deleteMany({ where: { scanId: { not: scanId } } });
}

/** The job: every analyser on the tree, then the stored result. Never throws past the job. */
export async function runDeepScan(scanId: string, root = projectRoot()): Promise<void> {
  const scan = await db.brainScan.findUnique({ where: { id: scanId } });
  if (!scan || scan.status === 'done' || scan.status === 'failed') return;
  const traceId = newTraceId();
  const started = Date.now();
  await logEvent({
    traceId,
    agentId: AGENTS.scanner,
    event: 'scan-start',
    userId: scan.startedById,
    meta: { version: scan.version, replace: scan.replace },
  });
  try {
    await progress(scanId, 5, 'listing files');
    const files = walkFiles(root);
    const codeFiles = files.filter(isCode);
    const { knip, cycles } = await analyseTree(root, files, (step) =>
      step === 'knip'
        ? progress(scanId, 15, 'knip: unused files, exports and dependencies')
        : progress(scanId, 55, 'madge: circular dependencies'),
    );
    await progress(scanId, 75, 'environment variables');
    const env = scanEnv(root, codeFiles);
    const notesCounts = countNotes(root, codeFiles);
    await progress(scanId, 82, 'code index');
    const entries = files.filter(indexable).flatMap((f) => indexFile(root, f));
    await rebuildIndex(scanId, entries);
    await progress(scanId, 92, 'code suggestions');
    const suggestions = buildSuggestions(root, knip, cycles, env);
    if (scan.replace) {
      await db.brainCodeSuggestion.deleteMany({
        where: { status: 'pending', fingerprint: { notIn: suggestions.map((s) => s.fingerprint) } },
      });
    }
    const created = await db.brainCodeSuggestion.createMany({
      data: suggestions.map((s) => ({ ...s, scanId })),
      skipDuplicates: true,
    });

    const tiles = {
      totalFiles: files.length,
      codeFiles: codeFiles.length,
      unusedFiles: knip.unusedFiles.length,
      unusedDeps: knip.unusedDeps.length,
      missingDeps: knip.missingDeps.length,
      missingEnv: env.missingAtRuntime.length,
      circularDeps: cycles.length,
      unusedExports: knip.unusedExports.length,
    };
    const lists = {
      unusedFiles: cap(knip.unusedFiles),
      unusedDeps: cap(knip.unusedDeps),
      missingDeps: cap(knip.missingDeps),
      missingEnv: cap(env.missingAtRuntime),
      circularDeps: cap(cycles),
      unusedExports: cap(knip.unusedExports.map((e) => `${e.file}:${e.line} ${e.name}`)),
    };
    const common = {
      tiles,
      lists,
      summary: {
        totalFiles: files.length,
        codeFiles: codeFiles.length,
        indexedEntries: entries.length,
        durationMs: Date.now() - started,
      },
      files: { unusedFiles: lists.unusedFiles.items },
      deps: { missing: lists.missingDeps.items, unused: lists.unusedDeps.items },
      quality: { circularDeps: lists.circularDeps.items, unusedExportsCount: knip.unusedExports.length, notesCounts },
      suggestions: { found: suggestions.length, added: created.count },
    };
    // Neither copy holds a variable's value (the session key, the payout key ...): names only.
    const result = { ...common, env: { ...env, missingAtRuntime: lists.missingEnv.items } };
    const redacted = {
      ...common,
      env: {
        missingAtRuntime: lists.missingEnv.items,
        undocumented: env.undocumented,
        definedInEnvTs: env.definedInEnvTs,
        definedInExample: env.definedInExample,
        present: Object.fromEntries(Object.keys(env.present).map((k) => [k, '[set]'])),
      },
    };
    await db.brainScan.update({
      where: { id: scanId },
      data: {
        status: 'done',
        progress: 100,
        phase: 'done',
        runningLock: null,
        finishedAt: new Date(),
        result: jsonValue(result),
        redacted: jsonValue(redacted),
      },
    });
    await logEvent({
      traceId,
      agentId: AGENTS.scanner,
      event: 'scan-done',
      userId: scan.startedById,
      meta: { version: scan.version, a: JSON.stringify(tiles), durationMs: Date.now() - started },
    });
  } catch (err) {
    logger.error('deep scan failed', err);
    const message = (err as Error)?.message?.split('\n')[0]?.slice(0, 300) || 'Scan failed';
    await db.brainScan.update({
      where: { id: scanId },
      data: { status: 'failed', runningLock: null, error: message, finishedAt: new Date() },
    });
    await logEvent({
      traceId,
      agentId: AGENTS.scanner,
      event: 'scan-failed',
      userId: scan.startedById,
      ok: false,
      meta: { version: scan.version, error: message },
    });
  }
}
