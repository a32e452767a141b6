// The statement import job: streams the stored file through the decoder and csv-parse, reads each
// record with the layout's interpreter (row, skipped with a reason, or refused), matches rows by
// ISRC/UPC against delivered releases, writes earnings lines and skipped rows in batches, then rounds
// the total once and allocates and credits everything in one transaction.
// A failure deletes the import's lines, so a failed import leaves none (and a retried job starts over).
import { Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { db, executeSql, type Tx } from '../../db';
import { BadRequest, AppError } from '../../errors';
import { logger } from '../../logger';
import { backendFor } from '../../storage/backend';
import { spreadOverTracks } from '../allocate';
import { balanceCents, creditEarnings } from '../ledger';
import { SplitResolver } from '../split-resolver';
import { sendClaimInvitations } from '../splits';
import { savedAsPreset } from './layouts';
import { apportionCents, toUsd, usdToCents, usdToDecimal, type ParsedRow, type RowRules } from './row';
import { lineWriter, type Match } from './line-writer';
import { toSaved } from './mappings-service';
import { csvOptions, makeInterpreter, presetFor, scaledRates } from './plan';
import { decoder, type TextEncoding } from './text';
import { notifyStatementImported } from '../../comms/events'; // comms

// Small batches: rows then die young (a batch of 10,000 outlived the young generation and the heap grew
// by ~1 KB a row until a full collection, 200 MB at 200,000 rows); progress is written every 5 batches.
const LINE_BATCH = 2_000;
const PROGRESS_EVERY = 5;
/** Skipped rows kept with their content on the import's page (all are counted, with their reasons). */
const SKIPPED_KEPT = 5_000;
/** Releases whose sales are credited: live, or taken down after being live. */
const DELIVERED = new Set(['distributed', 'taken_down']);

interface Group {
  trackId: string | null;
  releaseId: string;
  salePeriod: string;
  store: string;
  country: string;
  units: number;
  usd: bigint;
}

interface ImportSummary {
  layout: string;
  rows: number;
  matched: number;
  unmatched: number;
  skipped: number;
  skippedReasons: Record<string, number>;
  unmatchedReasons: Record<string, number>;
  totalUsdCents: number;
  matchedUsdCents: number;
  unmatchedUsdCents: number;
  allocatedCents: number;
  byStore: Record<string, number>;
  byMonth: Record<string, number>;
  byCurrency: Record<string, string>;
  contributors: number;
  /** Users whose balance a negative allocation (a refund) took below zero: the debt they carry */
  debts: { userId: string; cents: number }[];
}

type Hit = { trackId: string | null; releaseId: string; status: string };

/** Looks up ISRCs and UPCs a batch at a time, remembering what it found. */
class Matcher {
  private isrcs = new Map<string, Hit | null>();
  private upcs = new Map<string, Hit | null>();

  async prepare(rows: ParsedRow[]) {
    const isrcs = [...new Set(rows.map((r) => r.isrc).filter((i) => i && !this.isrcs.has(i)))];
    const upcs = [
      ...new Set(rows.flatMap((r) => (r.isrc ? [] : upcVariants(r.upc))).filter((u) => u && !this.upcs.has(u))),
    ];
    if (isrcs.length) {
      const found = await db.track.findMany({
        where: { isrc: { in: isrcs } },
        select: { id: true, isrc: true, releaseId: true, release: { select: { status: true } } },
      });
      for (const i of isrcs) this.isrcs.set(i, null);
      // A recording on several releases: prefer a delivered one.
      for (const t of found) {
        const prev = this.isrcs.get(t.isrc!);
        if (!prev || (!DELIVERED.has(prev.status) && DELIVERED.has(t.release.status)))
          this.isrcs.set(t.isrc!, { trackId: t.id, releaseId: t.releaseId, status: t.release.status });
      }
    }
    if (upcs.length) {
      const found = await db.release.findMany({
        where: { upc: { in: upcs } },
        select: { id: true, upc: true, status: true },
      });
      for (const u of upcs) this.upcs.set(u, null);
      for (const r of found) this.upcs.set(r.upc!, { trackId: null, releaseId: r.id, status: r.status });
    }
  }

  /** By ISRC when the row has one, else by UPC (a release-level sale); with the reason when unmatched. */
  match(r: ParsedRow): { match: Match; reason: string } {
    let hit: Hit | null | undefined = null;
    if (r.isrc) hit = this.isrcs.get(r.isrc);
    if (!hit && r.upc)
      for (const u of upcVariants(r.upc)) {
        hit = this.upcs.get(u) ?? hit;
        if (hit) break;
      }
    if (!hit) {
      const reason = r.isrc
        ? `unknown ISRC ${r.isrc}`
        : r.upc
          ? `unknown UPC ${r.upc}`
          : 'no ISRC or UPC: match by title and artist';
      return { match: null, reason };
    }
    if (!DELIVERED.has(hit.status))
      return {
        match: null,
        reason: `release not delivered (${hit.status.replace(/_/g, ' ')}): only live releases receive earnings`,
      };
    return { match: { trackId: hit.trackId, releaseId: hit.releaseId }, reason: '' };
  }
}

/** A 13-digit EAN starting with 0 is the 12-digit UPC-A behind it. */
function upcVariants(upc: string): string[] {
  if (!upc) return [];
  return /^0\d{12}$/.test(upc) ? [upc, upc.slice(1)] : /^\d{12}$/.test(upc) ? [upc, `0${upc}`] : [upc];
}

/** Opens the stored statement as a stream of records; `onBytes` sees the stored (compressed) bytes. */
async function openRecords(
  imp: { storage: string; storageKey: string; gzip: boolean; encoding: string; delimiter: string },
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
  // csv-parse reads bytes as UTF-8 itself (and drops the BOM): only other encodings are decoded first.
  if (imp.encoding !== 'utf-8') stream = stream.pipe(decoder(imp.encoding as TextEncoding));
  const parser = parse(csvOptions(imp.delimiter));
  source.on('error', (e) => parser.destroy(e));
  return stream.pipe(parser) as AsyncIterable<string[]>;
}

/** Runs one import to the end. Safe to call again after a crash: it starts over. */
export async function runStatementImport(importId: string): Promise<void> {
  const imp = await db.statementImport.findUnique({ where: { id: importId } });
  if (!imp || imp.status === 'completed' || imp.status === 'failed') return;
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
    const summary = await importRows(imp);
    await notifyStatementImported(importId); // comms: tell each artist what the statement added
    logger.info('statement imported', {
      importId,
      rows: summary.rows,
      matched: summary.matched,
      unmatched: summary.unmatched,
      skipped: summary.skipped,
    });
  } catch (err) {
    await executeSql(`DELETE FROM "EarningLine" WHERE "importId" = $1`, [importId]);
    await executeSql(`DELETE FROM "StatementSkippedRow" WHERE "importId" = $1`, [importId]);
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

/** A rate of exactly 1 (scaled by 1e12) */
const ONE = 1_000_000_000_000n;
/** 1e-16 units as the shortest plain decimal (no trailing zeros). */
const plainDecimal = (v: bigint) => usdToDecimal(v).replace(/\.?0+$/, '');

const sortedEntries = <V>(m: Map<string, V>) => [...m].sort(([a], [b]) => a.localeCompare(b));

async function importRows(imp: ImportRow): Promise<ImportSummary> {
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
  };
  const interp = makeInterpreter(base, rules);
  let bytes = 0;
  const records = await openRecords(imp, (n) => (bytes += n));
  const matcher = new Matcher();
  const groups = new Map<string, Group>();
  const byStore = new Map<string, bigint>();
  const byMonth = new Map<string, bigint>();
  const byCurrency = new Map<string, bigint>();
  const skippedReasons = new Map<string, number>();
  const unmatchedReasons = new Map<string, number>();
  const s = { rows: 0, matched: 0, unmatched: 0, skipped: 0, matchedUsd: 0n, unmatchedUsd: 0n };
  const writer = lineWriter(imp.id);
  let batch: ParsedRow[] = [];
  let skippedBatch: { rowNumber: number; reason: string; content: string }[] = [];
  let recordNo = 0;
  let batches = 0;

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

  const flush = async () => {
    await matcher.prepare(batch);
    const results = batch.map((r) => matcher.match(r));
    batch.forEach((r, i) => {
      const m = results[i].match;
      byStore.set(r.store, (byStore.get(r.store) ?? 0n) + r.usd);
      byMonth.set(r.salePeriod, (byMonth.get(r.salePeriod) ?? 0n) + r.usd);
      // In the file's own units (1e-16), exact: a row at rate 1 already has them as its USD.
      const own = rules.rates?.get(r.currency) === ONE ? r.usd : toUsd(r.amount, ONE);
      byCurrency.set(r.currency, (byCurrency.get(r.currency) ?? 0n) + own);
      if (!m) {
        s.unmatched++;
        s.unmatchedUsd += r.usd;
        const key = results[i].reason.replace(/ [A-Z0-9]{6,}$/, '');
        unmatchedReasons.set(key, (unmatchedReasons.get(key) ?? 0) + 1);
        return;
      }
      s.matched++;
      s.matchedUsd += r.usd;
      const key = `${m.trackId ?? ''}|${m.releaseId}|${r.salePeriod}|${r.store}|${r.country}`;
      const g = groups.get(key);
      if (g) {
        g.units += r.units;
        g.usd += r.usd;
      } else
        groups.set(key, {
          trackId: m.trackId,
          releaseId: m.releaseId,
          salePeriod: r.salePeriod,
          store: r.store,
          country: r.country,
          units: r.units,
          usd: r.usd,
        });
    });
    await writer.write(
      batch,
      results.map((x) => x.match),
      results.map((x) => x.reason),
    );
    s.rows += batch.length;
    batch = [];
    await flushSkipped();
    if (++batches % PROGRESS_EVERY !== 0) return;
    await db.statementImport.update({
      where: { id: imp.id },
      data: {
        bytesRead: BigInt(bytes),
        rowsRead: s.rows + s.skipped,
        matchedRows: s.matched,
        unmatchedRows: s.unmatched,
        skippedRows: s.skipped,
      },
    });
  };

  try {
    for await (const rec of records) {
      recordNo++;
      // Row numbers are line numbers, as a spreadsheet shows them.
      const out = interp.read(rec, recordNo);
      if (out.t === 'header') continue;
      if (out.t === 'refuse') throw new BadRequest(`Row ${recordNo}: ${out.reason}`);
      if (out.t === 'skip') {
        s.skipped++;
        skippedReasons.set(out.reason, (skippedReasons.get(out.reason) ?? 0) + 1);
        if (s.skipped <= SKIPPED_KEPT)
          skippedBatch.push({ rowNumber: recordNo, reason: out.reason, content: rec.join(' | ').slice(0, 500) });
        continue;
      }
      batch.push(out.row);
      if (batch.length >= LINE_BATCH) await flush();
    }
    if (recordNo === 0) throw new BadRequest('The file is empty: it has no header row.');
    interp.finish();
    await flush();
    await flushSkipped();
    if (s.rows === 0 && s.skipped === 0) throw new BadRequest('The file has a header but no rows to import.');
    await writer.finish();
  } catch (err) {
    await writer.abort();
    throw err;
  }

  // Cents are taken once: the statement's total is rounded, then split exactly over its parts.
  const totalUsd = s.matchedUsd + s.unmatchedUsd;
  const totalCents = usdToCents(totalUsd);
  const [matchedCents, unmatchedCents] = apportionCents(totalCents, [s.matchedUsd, s.unmatchedUsd]);
  const breakdown = (m: Map<string, bigint>) => {
    const entries = sortedEntries(m);
    const cents = apportionCents(
      totalCents,
      entries.map(([, v]) => v),
    );
    return Object.fromEntries(entries.map(([k], i) => [k, cents[i]]));
  };
  const groupList = [...groups.values()];
  sortGroups(groupList);
  const groupCents = groupList.length
    ? apportionCents(
        matchedCents,
        groupList.map((g) => g.usd),
      )
    : [];
  let summary!: ImportSummary;
  const { invites } = await allocateGroups(
    imp.id,
    groupList.map((g, i) => ({ ...g, cents: groupCents[i] })),
    async (tx, { allocatedCents, contributors, debts }) => {
      summary = {
        layout: imp.layout,
        rows: s.rows + s.skipped,
        matched: s.matched,
        unmatched: s.unmatched,
        skipped: s.skipped,
        skippedReasons: Object.fromEntries(sortedEntries(skippedReasons)),
        unmatchedReasons: Object.fromEntries(sortedEntries(unmatchedReasons)),
        totalUsdCents: totalCents,
        matchedUsdCents: matchedCents,
        unmatchedUsdCents: unmatchedCents,
        allocatedCents,
        byStore: breakdown(byStore),
        byMonth: breakdown(byMonth),
        byCurrency: Object.fromEntries(sortedEntries(byCurrency).map(([k, v]) => [k, plainDecimal(v)])),
        contributors,
        debts,
      };
      // Completed in the same transaction as the allocations: a crash cannot leave one without the other.
      await tx.statementImport.update({
        where: { id: imp.id },
        data: {
          status: 'completed',
          finishedAt: new Date(),
          bytesRead: imp.sizeBytes,
          rowsRead: s.rows + s.skipped,
          matchedRows: s.matched,
          unmatchedRows: s.unmatched,
          skippedRows: s.skipped,
          totalUsdCents: BigInt(summary.totalUsdCents),
          summary: summary as never,
        },
      });
    },
  );
  await sendClaimInvitations(invites);
  return summary;
}

function sortGroups(groups: Group[]) {
  groups.sort(
    (a, b) =>
      a.salePeriod.localeCompare(b.salePeriod) ||
      (a.trackId ?? '').localeCompare(b.trackId ?? '') ||
      a.releaseId.localeCompare(b.releaseId) ||
      a.store.localeCompare(b.store) ||
      a.country.localeCompare(b.country),
  );
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
  groups: (Group & { cents: number })[],
  finish?: (
    tx: Tx,
    r: { allocatedCents: number; contributors: number; debts: { userId: string; cents: number }[] },
  ) => Promise<void>,
) {
  return db.$transaction(
    async (tx) => {
      const resolver = new SplitResolver(tx);
      await resolver.preload(groups.flatMap((g) => (g.trackId ? [g.trackId] : [])));
      const releaseTracks = new Map<string, string[]>();
      const rows: AllocationRow[] = [];
      const credits = new Map<string, number>();
      let allocatedCents = 0;
      for (const g of groups) {
        const cents = g.cents;
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
          if (ids.length === 0)
            throw new BadRequest(`A release-level sale matched release ${g.releaseId}, which has no tracks.`);
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
      for (let i = 0; i < rows.length; i += 2_000) await insertAllocations(tx, rows.slice(i, i + 2_000));
      await resolver.flush();
      await creditEarnings(tx, credits, {
        refType: 'StatementImport',
        refId: importId,
        memo: 'Store statement earnings',
      });
      // A refund larger than a contributor's balance leaves it below zero: the ledger records the
      // debt (a negative balance), later earnings repay it and no payout can be requested meanwhile.
      const debts: { userId: string; cents: number }[] = [];
      for (const [userId, cents] of credits) {
        if (cents >= 0) continue;
        const balance = await balanceCents(tx, userId);
        if (balance < 0n) debts.push({ userId, cents: Number(-balance) });
      }
      await finish?.(tx, { allocatedCents, contributors: credits.size, debts });
      return { allocatedCents, contributors: credits.size, invites: resolver.invites, debts };
    },
    { timeout: 10 * 60_000, maxWait: 60_000 },
  );
}
