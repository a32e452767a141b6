// The statement import job: streams the stored file through csv-parse, matches rows by ISRC/UPC,
import { notifyStatementImported } from '../../comms/events'; // comms
// writes earnings lines in batches, then allocates and credits everything in one transaction.
// A failure deletes the import's lines, so a failed import leaves none (and a retried job starts over).
import { Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import Decimal from 'decimal.js';
import { db, executeSql, type Tx } from '../../db';
import { BadRequest, AppError } from '../../errors';
import { logger } from '../../logger';
import { backendFor } from '../../storage/backend';
import { spreadOverTracks } from '../allocate';
import { creditEarnings } from '../ledger';
import { SplitResolver } from '../split-resolver';
import { sendClaimInvitations } from '../splits';
import { indexColumns, type ColumnIndex } from './mapping';
import { microsToCents, parseRow, type ParsedRow, type RowDefaults } from './row';
import { lineWriter, type Match } from './line-writer';
import { mappingForImport } from './mappings-service';

const LINE_BATCH = 2_000;

interface Group {
  trackId: string | null;
  releaseId: string;
  salePeriod: string;
  store: string;
  country: string;
  units: number;
  micros: bigint;
}

interface ImportSummary {
  rows: number;
  matched: number;
  unmatched: number;
  skipped: number;
  totalUsdCents: number;
  matchedUsdCents: number;
  unmatchedUsdCents: number;
  allocatedCents: number;
  byStore: Record<string, number>;
  byMonth: Record<string, number>;
  contributors: number;
}

/** Looks up ISRCs and UPCs a batch at a time, remembering what it found. */
class Matcher {
  private isrcs = new Map<string, Match>();
  private upcs = new Map<string, Match>();

  async prepare(rows: ParsedRow[]) {
    const isrcs = [...new Set(rows.map((r) => r.isrc).filter((i) => i && !this.isrcs.has(i)))];
    const upcs = [
      ...new Set(rows.flatMap((r) => (r.isrc ? [] : upcVariants(r.upc))).filter((u) => u && !this.upcs.has(u))),
    ];
    if (isrcs.length) {
      const found = await db.track.findMany({
        where: { isrc: { in: isrcs } },
        select: { id: true, isrc: true, releaseId: true },
      });
      for (const i of isrcs) this.isrcs.set(i, null);
      for (const t of found) this.isrcs.set(t.isrc!, { trackId: t.id, releaseId: t.releaseId });
    }
    if (upcs.length) {
      const found = await db.release.findMany({ where: { upc: { in: upcs } }, select: { id: true, upc: true } });
      for (const u of upcs) this.upcs.set(u, null);
      for (const r of found) this.upcs.set(r.upc!, { trackId: null, releaseId: r.id });
    }
  }

  /** By ISRC when the row has one (an unknown ISRC is unmatched), else by UPC (a release-level sale). */
  match(r: ParsedRow): Match {
    if (r.isrc) return this.isrcs.get(r.isrc) ?? null;
    for (const u of upcVariants(r.upc)) {
      const m = this.upcs.get(u);
      if (m) return m;
    }
    return null;
  }
}

/** A 13-digit EAN starting with 0 is the 12-digit UPC-A behind it. */
function upcVariants(upc: string): string[] {
  if (!upc) return [];
  return /^0\d{12}$/.test(upc) ? [upc, upc.slice(1)] : /^\d{12}$/.test(upc) ? [upc, `0${upc}`] : [upc];
}

/** Opens the stored statement as a stream of records; `onBytes` sees the stored (compressed) bytes. */
async function openRecords(
  imp: { storage: string; storageKey: string; gzip: boolean },
  delimiter: string,
  onBytes: (n: number) => void,
) {
  const source = await (await backendFor(imp.storage)).open(imp.storageKey);
  const counter = new Transform({
    transform(chunk: Buffer, _e, done) {
      onBytes(chunk.length);
      done(null, chunk);
    },
  });
  let stream: NodeJS.ReadableStream = source.pipe(counter);
  if (imp.gzip) stream = stream.pipe(createGunzip());
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    quote: delimiter === '\t' ? null : '"',
  });
  source.on('error', (e) => parser.destroy(e));
  return stream.pipe(parser) as AsyncIterable<string[]>;
}

/** Runs one import to the end. Safe to call again after a crash: it starts over. */
export async function runStatementImport(importId: string): Promise<void> {
  const imp = await db.statementImport.findUnique({ where: { id: importId } });
  if (!imp || imp.status === 'completed' || imp.status === 'failed') return;
  await executeSql(`DELETE FROM "EarningLine" WHERE "importId" = $1`, [importId]);
  await db.statementImport.update({
    where: { id: importId },
    data: {
      status: 'running',
      startedAt: new Date(),
      bytesRead: 0,
      rowsRead: 0,
      matchedRows: 0,
      unmatchedRows: 0,
      error: null,
    },
  });
  try {
    const summary = await importRows(imp);
    await notifyStatementImported(importId); // comms: tell each artist what the statement added
    logger.info('statement imported', {
      importId,
      rows: summary.rows,
      matched: summary.matched,
      unmatched: summary.unmatched,
    });
  } catch (err) {
    await executeSql(`DELETE FROM "EarningLine" WHERE "importId" = $1`, [importId]);
    const message =
      err instanceof AppError
        ? err.message
        : 'The import stopped on an unexpected error; nothing was recorded. Try again or contact support.';
    if (!(err instanceof AppError)) logger.error('statement import failed', err);
    await db.statementImport.update({
      where: { id: importId },
      data: { status: 'failed', error: message, finishedAt: new Date() },
    });
  }
}

type ImportRow = NonNullable<Awaited<ReturnType<typeof db.statementImport.findUnique>>>;

async function importRows(imp: ImportRow): Promise<ImportSummary> {
  const mapping = await mappingForImport(imp.mappingId);
  const defaults: RowDefaults = {
    store: imp.store,
    period: imp.period,
    currency: imp.currency,
    rate: new Decimal(imp.exchangeRate.toString()),
  };
  let bytes = 0;
  const records = await openRecords(imp, mapping.delimiter, (n) => (bytes += n));
  const matcher = new Matcher();
  const groups = new Map<string, Group>();
  const byStore = new Map<string, bigint>();
  const byMonth = new Map<string, bigint>();
  const s = { rows: 0, matched: 0, unmatched: 0, skipped: 0, matchedMicros: 0n, unmatchedMicros: 0n };
  const writer = lineWriter(imp.id, imp.currency);
  let cols: ColumnIndex | undefined;
  let batch: ParsedRow[] = [];
  let recordNo = 0;
  let lastProgress = 0;

  const flush = async () => {
    await matcher.prepare(batch);
    const matches = batch.map((r) => matcher.match(r));
    batch.forEach((r, i) => {
      const m = matches[i];
      byStore.set(r.store, (byStore.get(r.store) ?? 0n) + r.usdMicros);
      byMonth.set(r.salePeriod, (byMonth.get(r.salePeriod) ?? 0n) + r.usdMicros);
      if (!m) {
        s.unmatched++;
        s.unmatchedMicros += r.usdMicros;
        return;
      }
      s.matched++;
      s.matchedMicros += r.usdMicros;
      const key = `${m.trackId ?? ''}|${m.releaseId}|${r.salePeriod}|${r.store}|${r.country}`;
      const g = groups.get(key);
      if (g) {
        g.units += r.units;
        g.micros += r.usdMicros;
      } else
        groups.set(key, {
          trackId: m.trackId,
          releaseId: m.releaseId,
          salePeriod: r.salePeriod,
          store: r.store,
          country: r.country,
          units: r.units,
          micros: r.usdMicros,
        });
    });
    await writer.write(batch, matches);
    s.rows += batch.length;
    batch = [];
    if (Date.now() - lastProgress < 1_000) return;
    lastProgress = Date.now();
    await db.statementImport.update({
      where: { id: imp.id },
      data: { bytesRead: BigInt(bytes), rowsRead: s.rows, matchedRows: s.matched, unmatchedRows: s.unmatched },
    });
  };

  try {
    for await (const rec of records) {
      recordNo++;
      if (!cols) {
        cols = indexColumns(rec, mapping);
        continue;
      }
      // Row numbers count the header as row 1, as a spreadsheet shows them.
      const row = parseRow(rec, recordNo, cols, defaults);
      if (!row) {
        s.skipped++;
        continue;
      }
      batch.push(row);
      if (batch.length >= LINE_BATCH) await flush();
    }
    if (!cols) throw new BadRequest('The file is empty: it has no header row.');
    await flush();
    if (s.rows === 0) throw new BadRequest('The file has a header but no rows to import.');
    await writer.finish();
  } catch (err) {
    await writer.abort();
    throw err;
  }

  const totalMicros = s.matchedMicros + s.unmatchedMicros;
  const centsOf = (m: Map<string, bigint>) =>
    Object.fromEntries([...m].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, microsToCents(v)]));
  let summary!: ImportSummary;
  const { invites } = await allocateGroups(
    imp.id,
    [...groups.values()],
    async (tx, { allocatedCents, contributors }) => {
      summary = {
        rows: s.rows,
        matched: s.matched,
        unmatched: s.unmatched,
        skipped: s.skipped,
        totalUsdCents: microsToCents(totalMicros),
        matchedUsdCents: microsToCents(s.matchedMicros),
        unmatchedUsdCents: microsToCents(s.unmatchedMicros),
        allocatedCents,
        byStore: centsOf(byStore),
        byMonth: centsOf(byMonth),
        contributors,
      };
      // Completed in the same transaction as the allocations: a crash cannot leave one without the other.
      await tx.statementImport.update({
        where: { id: imp.id },
        data: {
          status: 'completed',
          finishedAt: new Date(),
          bytesRead: imp.sizeBytes,
          rowsRead: s.rows,
          matchedRows: s.matched,
          unmatchedRows: s.unmatched,
          totalUsdCents: BigInt(summary.totalUsdCents),
          summary: summary as never,
        },
      });
    },
  );
  await sendClaimInvitations(invites);
  return summary;
}

type AllocationRow = {
  importId: string;
  userId: string | null;
  shareId: string | null;
  trackId: string;
  releaseId: string;
  store: string;
  country: string;
  salePeriod: string;
  units: number;
  amountCents: number;
  recoup: boolean;
};

/** One INSERT per chunk (Prisma's createMany spends more time building large payloads than the database does). */
async function insertAllocations(tx: Tx, rows: AllocationRow[]) {
  const col = <K extends keyof AllocationRow>(k: K) => rows.map((r) => r[k]);
  await tx.$executeRawUnsafe(
    `INSERT INTO "EarningAllocation" (id, "importId", "userId", "shareId", "trackId", "releaseId", store, country, "salePeriod", units, "amountCents", recoup)
     SELECT gen_random_uuid()::text, r.* FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::int[], $11::boolean[]) AS r`,
    col('importId'),
    col('userId'),
    col('shareId'),
    col('trackId'),
    col('releaseId'),
    col('store'),
    col('country'),
    col('salePeriod'),
    col('units'),
    col('amountCents'),
    col('recoup'),
  );
}

/**
 * Allocates every matched group in one transaction: rounds the group's micro-dollars to cents once,
 * spreads release-level sales over the tracks, splits each track's cents by its sheet with
 * largest-remainder rounding, writes the allocations and credits the ledger.
 */
async function allocateGroups(
  importId: string,
  groups: Group[],
  finish?: (tx: Tx, r: { allocatedCents: number; contributors: number }) => Promise<void>,
) {
  groups.sort(
    (a, b) =>
      a.salePeriod.localeCompare(b.salePeriod) ||
      (a.trackId ?? '').localeCompare(b.trackId ?? '') ||
      a.store.localeCompare(b.store) ||
      a.country.localeCompare(b.country),
  );
  return db.$transaction(
    async (tx) => {
      const resolver = new SplitResolver(tx);
      await resolver.preload(groups.flatMap((g) => (g.trackId ? [g.trackId] : [])));
      const releaseTracks = new Map<string, string[]>();
      const rows: AllocationRow[] = [];
      const credits = new Map<string, number>();
      let allocatedCents = 0;
      for (const g of groups) {
        const cents = microsToCents(g.micros);
        let perTrack: { trackId: string; cents: number; units: number }[];
        if (g.trackId) perTrack = [{ trackId: g.trackId, cents, units: g.units }];
        else {
          if (!releaseTracks.has(g.releaseId))
            releaseTracks.set(
              g.releaseId,
              (
                await tx.track.findMany({
                  where: { releaseId: g.releaseId },
                  orderBy: { position: 'asc' },
                  select: { id: true },
                })
              ).map((t) => t.id),
            );
          const ids = releaseTracks.get(g.releaseId)!;
          if (ids.length === 0) continue;
          const units = spreadOverTracks(g.units, ids);
          perTrack = spreadOverTracks(cents, ids).map((t, i) => ({ ...t, units: units[i].cents }));
        }
        for (const t of perTrack) {
          if (t.cents === 0 && t.units === 0) continue;
          const parts = t.cents === 0 ? [] : await resolver.allocate(t.trackId, g.salePeriod, t.cents);
          for (const p of parts) {
            rows.push({
              importId,
              userId: p.userId,
              shareId: p.shareId,
              trackId: t.trackId,
              releaseId: g.releaseId,
              store: g.store,
              country: g.country,
              salePeriod: g.salePeriod,
              units: t.units,
              amountCents: p.cents,
              recoup: p.recoup,
            });
            allocatedCents += p.cents;
            if (p.userId) credits.set(p.userId, (credits.get(p.userId) ?? 0) + p.cents);
          }
        }
      }
      for (let i = 0; i < rows.length; i += 5_000) await insertAllocations(tx, rows.slice(i, i + 5_000));
      await resolver.flush();
      await creditEarnings(tx, credits, {
        refType: 'StatementImport',
        refId: importId,
        memo: 'Store statement earnings',
      });
      await finish?.(tx, { allocatedCents, contributors: credits.size });
      return { allocatedCents, contributors: credits.size, invites: resolver.invites };
    },
    { timeout: 10 * 60_000, maxWait: 60_000 },
  );
}
