// Reading statement imports (status, progress, summary) and the review queue of unmatched rows.
import { db } from '../platform/db';
import { BadRequest, Conflict, NotFound } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { recordAudit } from '../platform/audit';
import { creditEarnings } from './ledger';
import { lockAllocationTargets } from './allocation-targets';
import { parseLineKey } from './line-key';
import { SplitResolver } from './split-resolver';
import { sendClaimInvitations } from './splits';
import { USD_SCALE, usdToCents } from './import/csv/row';
import { backendFor } from '../platform/storage/backend';
import { enqueue } from '../platform/jobs';
import { activeImportOf, duplicateOf, importStatementJob } from './import/upload';
import type { ImportSummary } from './import/run';
import { paginate, type PageQuery } from '../platform/paging';

type ImportRow = NonNullable<Awaited<ReturnType<typeof db.statementImport.findUnique>>>;

function progressOf(imp: ImportRow): number {
  if (imp.status === 'completed') return 100;
  if (imp.status === 'queued' || imp.sizeBytes === 0n) return 0;
  // Reading the file is most of the work; the last few percent are the allocation.
  return Math.min(95, Math.floor((Number(imp.bytesRead) / Number(imp.sizeBytes)) * 95));
}

function toStatementView(imp: ImportRow) {
  return {
    id: imp.id,
    store: imp.store,
    period: imp.period,
    currency: imp.currency,
    exchangeRate: imp.exchangeRate.toString(),
    rates: imp.rates as Record<string, string> | null,
    layout: imp.layout,
    encoding: imp.encoding,
    originalName: imp.originalName,
    sizeBytes: Number(imp.sizeBytes),
    status: imp.status,
    progress: progressOf(imp),
    rowsRead: imp.rowsRead,
    matchedRows: imp.matchedRows,
    unmatchedRows: imp.unmatchedRows,
    skippedRows: imp.skippedRows,
    totalUsdCents: Number(imp.totalUsdCents),
    // Only the import run writes it, from an ImportSummary (null until the import finishes).
    summary: imp.summary as ImportSummary | null,
    error: imp.error,
    // A held file's figures that disagree; kept once an admin accepted it, with the reason
    discrepancy: imp.discrepancy,
    accepted: imp.acceptedAt ? { reason: imp.acceptedReason, by: imp.acceptedById, at: imp.acceptedAt } : null,
    createdAt: imp.createdAt,
    startedAt: imp.startedAt,
    finishedAt: imp.finishedAt,
  };
}

export async function getStatement(id: string) {
  const imp = await db.statementImport.findUnique({ where: { id } });
  if (!imp) throw new NotFound('Statement import not found');
  return toStatementView(imp);
}

/**
 * The skipped rows of an import with their reasons, in file order, a page at a time. Only the first few thousand
 * are kept with their content: `total` counts those, `skippedRows` every row the import skipped.
 */
export async function listSkippedRows(id: string, q: PageQuery) {
  const imp = await db.statementImport.findUnique({ where: { id }, select: { id: true, skippedRows: true } });
  if (!imp) throw new NotFound('Statement import not found');
  const where = { importId: id };
  const page = await paginate(
    q,
    (args) =>
      db.statementSkippedRow.findMany({
        where,
        orderBy: [{ rowNumber: 'asc' }, { id: 'asc' }],
        ...args,
        select: { id: true, rowNumber: true, reason: true, content: true },
      }),
    () => db.statementSkippedRow.count({ where }),
  );
  return { ...page, skippedRows: imp.skippedRows };
}

/**
 * The statement file an import read, as stored: the rows as the store sent them (matched rows are kept only
 * as sums). A zip's entry is named after the entry; a workbook's sheet was stored as its CSV, and a gzip
 * entry compressed, so the name says which.
 */
export async function statementFile(id: string) {
  const imp = await db.statementImport.findUnique({
    where: { id },
    select: { originalName: true, storage: true, storageKey: true, sizeBytes: true, gzip: true, encoding: true },
  });
  if (!imp) throw new NotFound('Statement import not found');
  let name = imp.originalName.slice(imp.originalName.lastIndexOf('/') + 1) || 'statement';
  if (imp.gzip) {
    if (!/\.gz$/i.test(name)) name += '.gz';
  } else if (/\.(xlsx|zip|gz)$/i.test(name)) name = name.replace(/\.(xlsx|zip|gz)$/i, '.csv');
  return {
    name,
    mime: imp.gzip ? 'application/gzip' : `text/plain; charset=${imp.encoding}`,
    size: Number(imp.sizeBytes),
    storage: imp.storage,
    storageKey: imp.storageKey,
  };
}

/** Deletes a failed or held import (and its stored file), so the file can be uploaded again. */
export async function deleteFailedStatement(actor: SessionUser, id: string) {
  const imp = await db.$transaction(async (tx) => {
    const found = await tx.statementImport.findFirst({ where: { id, status: { in: ['failed', 'held'] } } });
    if (!found) {
      const exists = await tx.statementImport.findUnique({ where: { id }, select: { status: true } });
      if (!exists) throw new NotFound('Statement import not found');
      throw new Conflict(`Only a failed or held import can be deleted; this one is ${exists.status}.`);
    }
    await tx.statementImport.deleteMany({ where: { id, status: { in: ['failed', 'held'] } } });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'statement.delete',
      target: { type: 'StatementImport', id },
      detail: { file: found.originalName },
    });
    return found;
  });
  await (await backendFor(imp.storage)).remove(imp.storageKey).catch(() => undefined);
  return { id, deleted: true };
}

/** Runs a failed import again from its stored file. */
export async function retryStatement(actor: SessionUser, id: string) {
  await db
    .$transaction(async (tx) => {
      const taken = await tx.statementImport.updateMany({
        where: { id, status: 'failed' },
        data: { status: 'queued', error: null, finishedAt: null },
      });
      if (taken.count !== 1) {
        const exists = await tx.statementImport.findUnique({ where: { id }, select: { status: true } });
        if (!exists) throw new NotFound('Statement import not found');
        throw new Conflict(`Only a failed import can be run again; this one is ${exists.status}.`);
      }
      await recordAudit({ tx, actor: actor.id, action: 'statement.retry', target: { type: 'StatementImport', id } });
    })
    .catch(async (err: unknown) => {
      // The same bytes uploaded again and imported meanwhile: the active-file unique index refused this one.
      if ((err as { code?: string }).code !== 'P2002') throw err;
      const { sha256 } = await db.statementImport.findUniqueOrThrow({ where: { id }, select: { sha256: true } });
      const other = await activeImportOf(sha256);
      throw other ? duplicateOf(other) : new Conflict('This file is already being imported.');
    });
  await enqueue(importStatementJob, { importId: id });
  return { id, status: 'queued' as const };
}

/** Statement imports, newest first, one page at a time. */
export async function listStatements(q: PageQuery) {
  return paginate(
    q,
    (page) => db.statementImport.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...page }),
    () => db.statementImport.count(),
    (rows) => rows.map(toStatementView),
  );
}

/** How many statement rows of completed imports wait for a track, and what they are worth (USD cents). */
export async function unmatchedTotals() {
  const where = { status: 'unmatched' as const, importId: { in: await completedImportIds() } };
  const [rows, agg] = await Promise.all([
    db.earningLine.count({ where }),
    db.earningLine.aggregate({ where, _sum: { amountUsd: true } }),
  ]);
  // Rounded once, exactly, as an import rounds its total (not through a float: 1.005 was 100 cents).
  const sum = agg._sum.amountUsd;
  return { rows, usdCents: sum ? usdToCents(BigInt(sum.times(`1e${USD_SCALE}`).toFixed(0))) : 0 };
}

async function completedImportIds(): Promise<string[]> {
  const rows = await db.statementImport.findMany({ where: { status: 'completed' }, select: { id: true } });
  return rows.map((r) => r.id);
}

/** Tracks an admin can match a row to, by title, ISRC or artist. */
export async function searchTracks(q: string) {
  const term = q.trim();
  if (term.length < 2) return { items: [] };
  const items = await db.track.findMany({
    where: {
      OR: [
        { title: { contains: term, mode: 'insensitive' } },
        { isrc: { contains: term.toUpperCase() } },
        { release: { primaryArtist: { contains: term, mode: 'insensitive' } } },
      ],
    },
    // bounded: suggestions for the typed words; typing more narrows them.
    take: 20,
    select: { id: true, title: true, isrc: true, release: { select: { title: true, primaryArtist: true } } },
  });
  return { items };
}

/** Matches an unmatched row to a track by hand and allocates it at once. */
export async function resolveLine(actor: SessionUser, lineId: string, trackId: string) {
  const key = parseLineKey(lineId);
  const line = key && (await db.earningLine.findUnique({ where: { importId_rowNumber: key } }));
  if (!key || !line) throw new NotFound('Row not found');
  const imp = await db.statementImport.findUnique({ where: { id: line.importId }, select: { status: true } });
  if (imp?.status !== 'completed') throw new BadRequest('The import of this row has not finished');
  const track = await db.track.findUnique({ where: { id: trackId }, select: { id: true, releaseId: true } });
  if (!track) throw new NotFound('Track not found');
  const cents = usdToCents(BigInt(line.amountUsd.times(`1e${USD_SCALE}`).toFixed(0)));
  const { invites, allocated } = await db.$transaction(async (tx) => {
    const taken = await tx.earningLine.updateMany({
      where: { ...key, status: 'unmatched' },
      data: { status: 'resolved', trackId, releaseId: track.releaseId, resolvedById: actor.id, resolvedAt: new Date() },
    });
    if (taken.count !== 1) throw new Conflict('This row was already matched');
    // The row's figures join the matched sums every chart reads, as a group of its own.
    await tx.earningGroup.create({
      data: {
        id: `${line.importId}-r${String(line.rowNumber).padStart(9, '0')}`,
        importId: line.importId,
        rowNumber: line.rowNumber,
        trackId,
        releaseId: track.releaseId,
        salePeriod: line.salePeriod,
        store: line.store,
        country: line.country,
        currency: line.currency,
        lines: 1,
        units: line.units,
        amount: line.amount,
        amountUsd: line.amountUsd,
      },
    });
    await lockAllocationTargets(tx, line.importId, [trackId], [track.releaseId]);
    const resolver = new SplitResolver(tx);
    const parts = cents !== 0 ? await resolver.allocate(trackId, line.salePeriod, cents) : [];
    const credits = new Map<string, number>();
    for (const p of parts) {
      await tx.earningAllocation.create({
        data: {
          importId: line.importId,
          userId: p.userId,
          shareId: p.shareId,
          trackId,
          releaseId: track.releaseId,
          store: line.store,
          country: line.country,
          salePeriod: line.salePeriod,
          units: line.units,
          amountCents: p.cents,
          recoup: p.recoup,
        },
      });
      if (p.userId) credits.set(p.userId, (credits.get(p.userId) ?? 0) + p.cents);
    }
    await resolver.flush();
    await creditEarnings(tx, credits, { refType: 'EarningLine', refId: lineId, memo: 'Statement row matched by hand' });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'earning_line.resolve',
      target: { type: 'EarningLine', id: lineId },
      detail: { trackId, cents },
    });
    return { invites: resolver.invites, allocated: parts.map((p) => ({ userId: p.userId, cents: p.cents })) };
  });
  await sendClaimInvitations(invites);
  return { id: lineId, status: 'resolved', trackId, cents, allocated };
}
