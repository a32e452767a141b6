// The DSR fast lane (lib/royalties/import/dsr/fast.ts) and the records it reads again from their line's
// text (dsr/quick.ts) against interpretRow's generic reading: generated DSR files of several profiles
// import to the same outcome with the lanes on and off (summary, counts, reasons, lines, skipped rows,
// allocations, or the same failure). Cells as in the bench's and fixtures'
// DSR files (DSR Part 8 record definitions: HEAD, SY02/SY03, AS01, SU02/SU03, FOOT; docs/royalties.md).
import DecimalJs from 'decimal.js';
import { db } from '@/lib/platform/db';
import { dsrFastLane } from '@/lib/royalties/import/dsr/fast';
import { DsrQuickLane } from '@/lib/royalties/import/dsr/quick';
import { catalog, createUser, upload } from '../../helpers/statement-fixtures';
import { runStatementImport } from '@/lib/royalties/import/run';

jest.setTimeout(300_000);

/** Exact sums: decimal.js keeps 20 significant digits by default, fewer than a long file's total has. */
const Decimal = DecimalJs.clone({ precision: 60 });

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});
afterAll(() => {
  dsrFastLane.on = true;
});

/** A small deterministic generator (mulberry32): the same files on every run. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)],
  };
}

const AMOUNTS = ['0.00391', '1.5', '0.000', '-0.25', '12.340000', '0.0000000000001', '123456.789', '3', '-0'];
const UNITS = ['1', '250', '', '0', '-3', '1,000', '007'];
const TERRITORIES = ['US', 'de', ' FR ', '', 'GB', 'WW'];
/** Licensor allocations (LI01 AllocatedAmount) in UGC files */
const ALLOCATED = ['0.00195', '0.5', '0.0000000000005', '1.25', '3'];

/**
 * A DSR file: HEAD (Basic Audio or UGC profile), two summary records (SY02 in USD, SY03 in EUR), blocks
 * of one resource each (two of the catalogue's tracks, one unknown ISRC, one dashed ISRC), usage
 * records with their own revenue (SU03) or sharing their summary's (SU02), some naming a resource or a
 * block not in the file, and FOOT with the right counts; the summaries' totals are the lines' sums.
 * A `long` file has 6,000 usage records (most repeat an earlier one's cells but usages and revenue, as the
 * quick lane reads them once the first 2,000 rows' ISRCs are looked up, near the 3,000th record), CRLF
 * line ends, and after the 4,500th a resource record that gives DZ-2 another ISRC.
 */
function dsrFile(seed: number, isrcs: string[], tag: string, long = false): string {
  const r = random(seed);
  const shared = seed % 3 === 2;
  const ugc = seed % 4 === 3;
  const profile = ugc ? 'UgcProfile' : 'BasicAudioProfile';
  const codes = [isrcs[0], isrcs[1], 'QZUNK2500009', `${isrcs[1].slice(0, 2)}-${isrcs[1].slice(2)}`];
  const summaries = [
    { id: '1', type: 'SY02', cur: 'USD', usages: 0, total: new Decimal(0), alloc: new Decimal(0) },
    { id: '2', type: 'SY03', cur: 'EUR', usages: 0, total: new Decimal(0), alloc: new Decimal(0) },
  ];
  const usage: string[] = [];
  const blocks = new Set<string>(codes.map((_c, i) => String(i + 1)));
  const n = long ? 6000 : 20 + r.int(40);
  for (let i = 0; i < n; i++) {
    // What the usage records after it name as DZ-2 is now the first track: read again, not as before.
    if (long && i === 4500) usage.push(`AS01\t2\tA2\tDZ-2\t${isrcs[0]}\tSong 2 again\tSomeone\tPT3M`);
    const s = r.pick(summaries);
    // Block 9 has no resource record: its usage records are credited to the last resource read.
    const block = r.int(12) === 0 ? '9' : String(1 + r.int(codes.length));
    blocks.add(block);
    const res = r.int(10) === 0 ? 'DZ-NOPE' : `DZ-${block}`;
    const territory = r.pick(TERRITORIES);
    if (shared) {
      const units = 1 + r.int(900);
      s.usages += units;
      usage.push(['SU02', block, s.id, res, String(units), territory].join('\t'));
      continue;
    }
    const amount = r.pick(AMOUNTS);
    s.total = s.total.plus(amount);
    const cells = ['SU03', block, s.id, res, r.pick(UNITS), amount, territory];
    if (!ugc) {
      usage.push(cells.join('\t'));
      continue;
    }
    // UGC: none, one (most) or two licensor allocations after the usage record, which are what it is paid;
    // the summary's AllocatedRevenue is what its usage records are paid.
    const tx = `T${i}`;
    usage.push([...cells, tx].join('\t'));
    const k = r.int(5);
    const allocations = k === 0 ? 0 : k === 4 ? 2 : 1;
    if (allocations === 0) s.alloc = s.alloc.plus(amount);
    for (let j = 0; j < allocations; j++) {
      const a = r.pick(ALLOCATED);
      s.alloc = s.alloc.plus(a);
      // Most name their summary record and transaction; some leave them to the usage record before.
      const named = r.int(4) !== 0;
      usage.push(['LI01', block, named ? s.id : '', 'Label', a, named ? tx : ''].join('\t'));
    }
  }
  const su = shared
    ? '#SU02\tBlockId\tSummaryRecordId\tDspResourceId\tUsages\tTerritoryOfUsage'
    : `#SU03\tBlockId\tSummaryRecordId\tDspResourceId\tUsages\tNetRevenue\tTerritoryOfUsage${ugc ? '\tSalesTransactionId' : ''}`;
  const head = [
    '#HEAD\tMessageVersion\tProfile\tProfileVersion\tMessageId\tMessageCreatedDateTime\tFileNumber\tNumberOfFiles\tUsageStartDate\tUsageEndDate\tSenderPartyId\tSenderName\tServiceDescription\tRecipientPartyId\tRecipientName',
    `HEAD\tdsrf/4.1\t${profile}\t1.2\tMSG-${tag}\t2025-07-10T10:00:00Z\t1\t1\t2025-06-01\t2025-06-30\tPADPIDA2011071501F\tDeezer\tPremium\tPADPIDA0000000001S\tLabel`,
    ...['SY02', 'SY03'].map(
      (t) =>
        `#${t}\tSummaryRecordId\tDistributionChannel\tCommercialModel\tUseType\tTerritory\tUsages\tUsers\tCurrencyOfReporting\tNetRevenue${ugc ? '\tAllocatedRevenue' : ''}`,
    ),
    ...summaries.map((s) =>
      [
        s.type,
        s.id,
        'Deezer',
        'SubscriptionModel',
        'Stream',
        'WW',
        String(s.usages || 1000),
        '10',
        s.cur,
        shared ? '4.50' : s.total.toFixed(),
        ...(ugc ? [s.alloc.toFixed()] : []),
      ].join('\t'),
    ),
    '#AS01\tBlockId\tResourceReference\tDspResourceId\tISRC\tTitle\tDisplayArtistName\tDuration',
    ...codes.map((c, i) => `AS01\t${i + 1}\tA${i + 1}\tDZ-${i + 1}\t${c}\tSong ${i + 1}\tSomeone\tPT3M`),
    su,
    ...(ugc ? ['#LI01\tBlockId\tSummaryRecordId\tRightsController\tAllocatedAmount\tParentSalesTransactionId'] : []),
  ];
  const lines = head.length + usage.length + 1;
  const eol = long ? '\r\n' : '\n';
  return [...head, ...usage, `FOOT\t${lines}\t${lines}\t2\t${blocks.size}\t${blocks.size}`].join(eol) + eol;
}

/** What an import leaves: its status, error, counts and summary, lines, groups, skipped rows and allocations. */
async function outcome(
  admin: Awaited<ReturnType<typeof createUser>>,
  seed: number,
  isrcs: string[],
  fast: boolean,
  long = false,
) {
  dsrFastLane.on = fast;
  // The two files differ in HEAD's MessageId alone (the same bytes twice would be refused as a duplicate).
  const tag = `${seed}-${fast ? 'fast' : 'generic'}`;
  const res = await upload(admin, dsrFile(seed, isrcs, tag, long), { rates: '{"EUR":"1.1"}' });
  if (res.status !== 202) return { upload: res.status, error: res.json.error };
  await runStatementImport(res.json.id);
  const importId = res.json.id as string;
  const imp = await db.statementImport.findUniqueOrThrow({ where: { id: importId } });
  const lines = await db.earningLine.findMany({ where: { importId }, orderBy: { rowNumber: 'asc' } });
  const skipped = await db.statementSkippedRow.findMany({ where: { importId }, orderBy: { rowNumber: 'asc' } });
  const allocations = await db.earningAllocation.findMany({ where: { importId } });
  const groups = await db.earningGroup.findMany({ where: { importId }, orderBy: { id: 'asc' } });
  const key = (a: (typeof allocations)[number]) =>
    [a.userId, a.trackId, a.releaseId, a.store, a.country, a.salePeriod, a.units, a.amountCents].join('|');
  return {
    status: imp.status,
    error: imp.error,
    counts: [imp.rowsRead, imp.matchedRows, imp.unmatchedRows, imp.skippedRows],
    summary: imp.summary,
    lines: lines.map(({ importId: _i, ...l }) => ({
      ...l,
      amount: l.amount.toString(),
      amountUsd: l.amountUsd.toString(),
    })),
    // Matched rows as stored: their sums per bucket, in the order the import met the buckets.
    groups: groups.map(({ importId: _i, id, ...g }) => ({
      ...g,
      id: id.slice(importId.length),
      units: Number(g.units),
      amount: g.amount.toString(),
      amountUsd: g.amountUsd.toString(),
    })),
    skipped: skipped.map((s) => [s.rowNumber, s.reason, s.content.replace(`MSG-${tag}`, 'MSG')]),
    allocations: allocations.map(key).sort(),
  };
}

it('imports generated DSR files to the same outcome with the fast lane on and off', async () => {
  const admin = await createUser('admin');
  const owner = await createUser('artist');
  const rel = await catalog(owner.id);
  const isrcs = rel.tracks.map((t) => t.isrc!);
  let completed = 0;
  for (let seed = 1; seed <= 12; seed++) {
    const generic = await outcome(admin, seed, isrcs, false);
    const fast = await outcome(admin, seed, isrcs, true);
    expect({ seed, ...fast }).toEqual({ seed, ...generic });
    if (fast.status === 'completed') completed++;
    else console.log(seed, fast.error);
  }
  // The files are meant to import: a generator that only made failures would compare nothing.
  expect(completed).toBeGreaterThanOrEqual(9);
});

it('reads repeated usage records from their text to the same outcome, and reads again after a resource record', async () => {
  const admin = await createUser('admin');
  const owner = await createUser('artist');
  const rel = await catalog(owner.id);
  const isrcs = rel.tracks.map((t) => t.isrc!);
  const quick = [jest.spyOn(DsrQuickLane.prototype, 'line'), jest.spyOn(DsrQuickLane.prototype, 'allocated')];
  try {
    let completed = 0;
    // 13 and 16: SU03 with revenue of their own; 14: SU02, which share their summary's; 15: UGC, SU03 and
    // their licensor allocations (LI01), read in pairs.
    for (const seed of [13, 14, 15, 16]) {
      const generic = await outcome(admin, seed, isrcs, false, true);
      for (const q of quick) q.mockClear();
      const fast = await outcome(admin, seed, isrcs, true, true);
      expect({ seed, ...fast }).toEqual({ seed, ...generic });
      if (fast.status === 'completed') completed++;
      else console.log(seed, fast.error);
      const read = quick.flatMap((q) => q.mock.results).filter((r) => r.value !== undefined).length;
      // Without the lane's own records read, the comparison above would not have tried it.
      expect(read).toBeGreaterThan(300);
    }
    expect(completed).toBe(4);
  } finally {
    for (const q of quick) q.mockRestore();
  }
});
