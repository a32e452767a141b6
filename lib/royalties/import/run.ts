// The statement import job: streams the stored file through the decoder and csv-parse, reads each
// record with the layout's interpreter (row, skipped with a reason, or refused), matches rows by
// ISRC/UPC against delivered releases, sums matched rows per bucket (totals.ts), writes unmatched rows (the
// review queue) and skipped rows in batches, then rounds the total once and stores the matched sums, the
// allocations and the credits in one transaction (earning-groups.ts, allocate-groups.ts).
// A failure deletes the import's lines, so a failed import leaves none (and a retried job starts over).
import { db, executeSql } from '../../platform/db';
import { BadRequest } from '../../platform/errors';
import { recordFailure, type ImportSummary } from './import-summary';
import { logger } from '../../platform/logger';
import { sendClaimInvitations } from '../splits';
import { allocateGroups } from './allocate-groups';
import { savedAsPreset } from './csv/layouts';
import { insertEarningGroups } from './earning-groups';
import { lineWriter } from './line-writer';
import { Matcher, type Hit } from './matcher';
import { toSaved } from './mappings-service';
import { Phases } from './phases';
import { makeInterpreter, presetFor, scaledRates } from './plan';
import type { ParsedRow, Peek, ReadOutcome, RowRules } from './csv/row';
import { toUsd, usdToCents } from './money';
import { forEachRecord, openText } from './csv/records';
import { Totals } from './totals';
import { notifyStatementImported } from '@/lib/comms'; // comms

// Small batches: rows then die young (a batch of 10,000 outlived the young generation and the heap grew
// by ~1 KB a row until a full collection, 200 MB at 200,000 rows).
const LINE_BATCH = 2_000;
/** Progress is written at most this often (each write waits for the database, busy with the COPY). */
const PROGRESS_MS = 1_000;
/** Skipped rows kept with their content on the import's page (all are counted, with their reasons). */
const SKIPPED_KEPT = 5_000;

export type { ImportSummary };

/** Runs one import to the end. Safe to call again after a crash: it starts over. */
export async function runStatementImport(importId: string): Promise<void> {
  const imp = await db.statementImport.findUnique({ where: { id: importId } });
  if (!imp || imp.status === 'completed' || imp.status === 'failed' || imp.status === 'held') return;
  await executeSql(`DELETE FROM "EarningLine" WHERE "importId" = $1`, [importId]);
  await executeSql(`DELETE FROM "StatementSkippedRow" WHERE "importId" = $1`, [importId]);
  await db.statementImport.update({
    where: { id: importId },
    data: {
      status: 'running',
      startedAt: new Date(),
      bytesRead: 0,
      rowsRead: 0,
      matchedRows: 0,
      unmatchedRows: 0,
      skippedRows: 0,
      error: null,
    },
  });
  try {
    const phases = new Phases();
    const { summary, quickRows } = await importRows(imp, phases);
    await notifyStatementImported(importId); // comms: tell each artist what the statement added
    logger.info('statement imported', {
      importId,
      rows: summary.rows,
      matched: summary.matched,
      unmatched: summary.unmatched,
      skipped: summary.skipped,
      // DSR usage records read from their line's text (dsr/quick.ts)
      quickRows,
      // Wall and CPU milliseconds per phase: where an import's time goes (docs/performance.md).
      phases: phases.report(),
    });
  } catch (err) {
    await recordFailure(importId, err);
  }
}

type ImportRow = NonNullable<Awaited<ReturnType<typeof db.statementImport.findUnique>>>;

const countInto = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

async function importRows(imp: ImportRow, phases: Phases): Promise<{ summary: ImportSummary; quickRows: number }> {
  const saved = imp.mappingId
    ? await db.statementMapping.findUnique({ where: { id: imp.mappingId } }).then((m) => (m ? toSaved(m) : null))
    : null;
  const base = presetFor(imp.layout, saved);
  const rates = (imp.rates as Record<string, string> | null) ?? { [imp.currency]: imp.exchangeRate.toString() };
  const preset = base.preset ?? (base.headerless ? savedAsPreset(base.headerless) : null);
  const rules: RowRules = {
    dateOrder: preset?.dateOrder ?? 'mdy',
    skipKinds: preset?.skipKinds,
    currency: imp.currency,
    store: imp.store,
    period: imp.period,
    rates: scaledRates(rates),
    decimalComma: imp.delimiter === ';',
    delimiter: imp.delimiter,
    acceptDiscrepancy: imp.acceptedAt !== null,
  };
  const interp = makeInterpreter(base, rules);
  let bytes = 0;
  const matcher = new Matcher();
  const totals = new Totals(rules.rates);
  const skippedReasons = new Map<string, number>();
  let rows = 0;
  let skipped = 0;
  /** The revenue of rows skipped by rule (a payout), in 1e-16 USD at the statement currency's rate */
  let refusedUsd = 0n;
  const refusedRate = rules.rates?.get(imp.currency) ?? 0n;
  const writer = lineWriter(imp.id, rules.rates!);
  /** Rows waiting for their identifiers to be looked up (the others are written as they are read) */
  let pending: ParsedRow[] = [];
  let skippedBatch: { rowNumber: number; reason: string; content: string }[] = [];
  let recordNo = 0;
  let progressAt = performance.now();

  const flushSkipped = async () => {
    if (skippedBatch.length === 0) return;
    await executeSql(
      `INSERT INTO "StatementSkippedRow" (id, "importId", "rowNumber", reason, content)
       SELECT gen_random_uuid()::text, $1, r.n, r.reason, r.content FROM unnest($2::int[], $3::text[], $4::text[]) AS r(n, reason, content)`,
      [
        imp.id,
        skippedBatch.map((r) => r.rowNumber),
        skippedBatch.map((r) => r.reason),
        skippedBatch.map((r) => r.content),
      ],
    );
    skippedBatch = [];
  };

  // A row is matched and summed (and an unmatched one turned into its line) as soon as it is read, so it
  // dies young: rows held across a database round trip outlive V8's young generation and fill the old one.
  // Returns the row's bucket when the rows like it may be summed there directly (Totals.add), else -1.
  const take = (r: ParsedRow, hit: Hit | null): number => {
    rows++;
    if (hit) return totals.add(r, hit, '');
    const note = matcher.reason(r);
    totals.add(r, null, note);
    writer.add(r, note);
    return -1;
  };

  const lookUp = async () => {
    phases.lap('read');
    await matcher.prepare(pending);
    for (const r of pending) take(r, matcher.match(r) ?? null);
    pending = [];
    phases.lap('lookup');
  };

  const flush = async () => {
    phases.lap('read');
    await writer.flush();
    await flushSkipped();
    phases.lap('write');
  };

  const progress = async () => {
    phases.lap('read');
    await db.statementImport.update({
      where: { id: imp.id },
      data: {
        bytesRead: BigInt(bytes),
        rowsRead: rows + pending.length + skipped,
        matchedRows: totals.matched,
        unmatchedRows: totals.unmatched,
        skippedRows: skipped,
      },
    });
    progressAt = performance.now();
    phases.lap('progress');
  };

  // Everything a record needs but the database is done as it is parsed (records.ts); what waits for the
  // database (new identifiers looked up, lines and skipped rows sent) is done between chunks of the file.
  const handle = (out: ReadOutcome, rowNumber: number, rec: string[]) => {
    if (out.t === 'row') {
      const hit = matcher.match(out.row);
      if (hit === undefined) pending.push(out.row);
      else {
        const bucket = take(out.row, hit);
        // The rows the interpreter knows to be like this one are summed in its bucket from now on (quick).
        if (out.key !== undefined) out.key.bucket = bucket;
      }
      return;
    }
    if (out.t === 'header' || out.t === 'defer') return;
    if (out.t === 'refuse') throw new BadRequest(`Row ${rowNumber}: ${out.reason}`);
    skipped++;
    countInto(skippedReasons, out.reason);
    if (out.amount) refusedUsd += toUsd(out.amount, refusedRate);
    if (skipped <= SKIPPED_KEPT)
      skippedBatch.push({ rowNumber, reason: out.reason, content: rec.join(' | ').slice(0, 500) });
  };
  /** A record held back by the interpreter, once settled (before the record that settled it). */
  const handleSettled = (end?: boolean) => {
    const s = interp.settled?.(end);
    if (s) handle(s.out, s.rowNumber, s.rec);
  };
  const onRecord = (rec: string[]) => {
    recordNo++;
    // Row numbers are line numbers, as a spreadsheet shows them.
    const out = interp.read(rec, recordNo);
    handleSettled();
    handle(out, recordNo, rec);
  };
  /** Records read from their line's text (Interpreter.quick): a matched row of a bucket already summed. */
  const onLine = interp.quick
    ? (line: string, peek: Peek) => {
        const q = interp.quick!(line, peek);
        // A record held back that this line settled, handled before it as onRecord does.
        handleSettled();
        if (q === undefined) return 0;
        if (q.skip !== '') {
          // The record after the row's, skipped (a DSR licensor allocation, paid on the row).
          skipped++;
          countInto(skippedReasons, q.skip);
          if (skipped <= SKIPPED_KEPT)
            skippedBatch.push({
              rowNumber: recordNo + 2,
              reason: q.skip,
              content: q.skipped.split(imp.delimiter).join(' | ').slice(0, 500),
            });
        }
        recordNo += q.lines;
        rows++;
        totals.addAt(q.bucket, q.units, q.nano, q.fine);
        return q.lines;
      }
    : undefined;
  const between = async () => {
    if (pending.length >= LINE_BATCH) await lookUp();
    if (writer.pending >= LINE_BATCH) await flush();
    if (skippedBatch.length >= LINE_BATCH) await flushSkipped();
    // Whatever was written: a statement whose rows all match sends nothing else until its end.
    if (performance.now() - progressAt >= PROGRESS_MS) await progress();
  };

  /** What the file's figures disagree on, when an admin accepted it (a held import) */
  let found: string[] = [];
  try {
    const text = await openText(imp, (n) => (bytes += n));
    await forEachRecord(text, imp.layout, imp.delimiter, onRecord, between, () => interp.emptyLine?.(), onLine);
    if (recordNo === 0) throw new BadRequest('The file is empty: it has no header row.');
    handleSettled(true);
    found = interp.finish() ?? [];
    await lookUp();
    await flush();
    if (rows === 0 && skipped === 0) throw new BadRequest('The file has a header but no rows to import.');
    await writer.finish();
    phases.lap('finish');
  } catch (err) {
    await writer.abort();
    throw err;
  }

  const t = totals.result();
  let summary!: ImportSummary;
  const { invites } = await allocateGroups(imp.id, t.groups, async (tx, { allocatedCents, contributors, debts }) => {
    summary = {
      layout: imp.layout,
      rows: rows + skipped,
      matched: totals.matched,
      unmatched: totals.unmatched,
      skipped,
      skippedReasons: Object.fromEntries([...skippedReasons].sort(([a], [b]) => a.localeCompare(b))),
      unmatchedReasons: t.unmatchedReasons,
      totalUsdCents: t.totalCents,
      matchedUsdCents: t.matchedCents,
      unmatchedUsdCents: t.unmatchedCents,
      refusedUsdCents: usdToCents(refusedUsd),
      readUsdCents: t.totalCents + usdToCents(refusedUsd),
      allocatedCents,
      byStore: t.byStore,
      byMonth: t.byMonth,
      byCurrency: t.byCurrency,
      contributors,
      debts,
    };
    // Completed in the same transaction as the allocations and the matched sums: a crash cannot leave one
    // without the others.
    await insertEarningGroups(tx, imp.id, totals.matchedSums());
    await tx.statementImport.update({
      where: { id: imp.id },
      data: {
        status: 'completed',
        finishedAt: new Date(),
        bytesRead: imp.sizeBytes,
        rowsRead: rows + skipped,
        matchedRows: totals.matched,
        unmatchedRows: totals.unmatched,
        skippedRows: skipped,
        totalUsdCents: BigInt(summary.totalUsdCents),
        summary: summary as never,
        discrepancy: found.length > 0 ? found.join(' ') : null,
      },
    });
  });
  phases.lap('allocate');
  await sendClaimInvitations(invites);
  return { summary, quickRows: interp.quickRows ?? 0 };
}
