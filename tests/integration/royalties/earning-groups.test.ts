// What an import stores of its matched rows: one EarningGroup per (track or release, month, store, country,
// currency) holding their exact sum and count; the unmatched rows stay lines (the review queue). The groups
// add up to the import's totals, a row matched by hand joins them (and the artist's analytics), and the
// deletion triggers keep their ids as they keep the lines'.
import { db, executeSql } from '@/lib/platform/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { lineKey } from '@/lib/royalties/line-key';
import { unitsBy } from '@/lib/royalties/units';
import * as resolveRoute from '@/app/api/royalties/unmatched/[id]/route';
import * as analyticsRoute from '@/app/api/royalties/analytics/route';
import { call } from '../../helpers/api';
import { groupsOf, linesOf } from '../../helpers/earning-groups';
import { catalog, createUser, expectBalanced, importFile } from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

type Rel = Awaited<ReturnType<typeof catalog>>;

/** Rows 2-10 match (track A, track B, the release by its UPC); row 11 names an ISRC nobody has. */
const statement = (rel: Rel) => {
  const [a, b] = rel.tracks.map((t) => t.isrc!);
  return (
    'isrc,upc,net_amount,units,sale_period,store,country,currency\n' +
    `${a},,0.1234567890123456,100,2025-03,Spotify,US,USD\n` +
    `${a},,2.5,10,2025-03,Spotify,US,USD\n` +
    `${b},,1.00,5,2025-03,Spotify,US,USD\n` +
    `${a},,0.0000000000000001,1,2025-03,Spotify,US,USD\n` +
    `${a},,3,7,2025-04,Spotify,US,USD\n` +
    `${a},,-0.1,-1,2025-03,Spotify,US,USD\n` +
    `${a},,0.12345678901234,4,2025-03,Spotify,US,EUR\n` +
    `${a},,1.00000000000002,6,2025-03,Spotify,US,EUR\n` +
    `,${rel.upc},4.5,2,2025-04,Apple Music,GB,USD\n` +
    `ZZ9990000077,,2.00,9,2025-05,Deezer,FR,USD\n`
  );
};

const earnedBy = async (userId: string) =>
  (await db.earningAllocation.aggregate({ where: { userId }, _sum: { amountCents: true } }))._sum.amountCents ?? 0;

/** Exact USD as cents, half away from zero (as the import rounds its totals). */
const cents = (d: Prisma.Decimal) => d.times(100).toDecimalPlaces(0, Prisma.Decimal.ROUND_HALF_UP).toNumber();

describe('matched rows stored as their sums (EarningGroup)', () => {
  it('rows of one bucket are one group with their exact sum, row count and units; no line is kept for a matched row', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const [a, b] = rel.tracks.map((t) => t.id);
    const imp = await importFile(admin, statement(rel), { rates: '{"EUR":"1.25"}' });
    await expectBalanced(imp);
    expect([imp.rowsRead, imp.matchedRows, imp.unmatchedRows, imp.skippedRows]).toEqual([10, 9, 1, 0]);
    const groups = await groupsOf(imp.id);
    expect(
      groups.map((g) => [
        g.trackId,
        g.releaseId,
        g.rowNumber,
        g.salePeriod,
        g.store,
        g.country,
        g.currency,
        g.lines,
        g.units,
        g.amount,
        g.amountUsd,
      ]),
    ).toEqual([
      // Rows 2, 3, 5 and 7: 0.1234567890123456 + 2.5 + 0.0000000000000001 - 0.1, to the 16th decimal.
      [a, rel.id, null, '2025-03', 'Spotify', 'US', 'USD', 4, 110, '2.5234567890123457', '2.5234567890123457'],
      [b, rel.id, null, '2025-03', 'Spotify', 'US', 'USD', 1, 5, '1', '1'],
      // Another month of the same track, store and country: a group of its own.
      [a, rel.id, null, '2025-04', 'Spotify', 'US', 'USD', 1, 7, '3', '3'],
      // Another currency: summed in EUR (0.12345678901234 + 1.00000000000002), and in USD at 1.25.
      [a, rel.id, null, '2025-03', 'Spotify', 'US', 'EUR', 2, 10, '1.12345678901236', '1.40432098626545'],
      // The sale of the release (by its UPC): no track.
      [null, rel.id, null, '2025-04', 'Apple Music', 'GB', 'USD', 1, 2, '4.5', '4.5'],
    ]);
    expect(groups.map((g) => g.id)).toEqual([1, 2, 3, 4, 5].map((n) => `${imp.id}-g00000000${n}`));
    // The review queue only: the unmatched row, as read.
    const lines = await linesOf(imp.id);
    expect(lines.map((l) => [l.rowNumber, l.status, l.isrc, l.units, l.amount.toString(), l.trackId])).toEqual([
      [11, 'unmatched', 'ZZ9990000077', 9, '2', null],
    ]);
    expect(await db.earningLine.count({ where: { importId: imp.id, status: { not: 'unmatched' } } })).toBe(0);
  });

  it("the groups add up to the import's matched total and, with the unmatched lines, to its per-store and per-month totals", async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const imp = await importFile(admin, statement(rel), { rates: '{"EUR":"1.25"}' });
    await expectBalanced(imp);
    const groups = await groupsOf(imp.id);
    const lines = await linesOf(imp.id);
    const rows = [
      ...groups.map((g) => ({ store: g.store, month: g.salePeriod, usd: new Prisma.Decimal(g.amountUsd) })),
      ...lines.map((l) => ({ store: l.store, month: l.salePeriod, usd: l.amountUsd })),
    ];
    const sumBy = (key: 'store' | 'month') => {
      const out: Record<string, number> = {};
      for (const k of new Set(rows.map((r) => r[key])))
        out[k] = cents(rows.filter((r) => r[key] === k).reduce((s, r) => s.plus(r.usd), new Prisma.Decimal(0)));
      return out;
    };
    const matched = groups.reduce((s, g) => s.plus(g.amountUsd), new Prisma.Decimal(0));
    // 2.5234567890123457 + 1 + 3 + 1.40432098626545 + 4.5 = 12.4277777752777957
    expect(matched.toFixed()).toBe('12.4277777752777957');
    expect(imp.summary).toMatchObject({
      matchedUsdCents: cents(matched),
      unmatchedUsdCents: 200,
      byStore: sumBy('store'),
      byMonth: sumBy('month'),
    });
    expect(imp.summary).toMatchObject({
      matchedUsdCents: 1243,
      byStore: { Spotify: 793, 'Apple Music': 450, Deezer: 200 },
      byMonth: { '2025-03': 493, '2025-04': 750, '2025-05': 200 },
    });
    expect(await earnedBy(owner.id)).toBe(1243);
  });

  it('units by track, store and month count completed imports only (a semi-join on the import), with the filter', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const [a, b] = rel.tracks.map((t) => t.id);
    const imp = await importFile(admin, statement(rel), { rates: '{"EUR":"1.25"}' });
    const mine = { releaseIds: [rel.id] };
    // Track A's rows: 100 + 10 + 1 + 7 - 1 + 4 + 6; the release-level row (by UPC) has no track.
    expect(Object.fromEntries(await unitsBy('trackId', mine))).toEqual({ [a]: 127, [b]: 5 });
    expect(Object.fromEntries(await unitsBy('store', { ...mine, store: 'SPOTIFY' }))).toEqual({ Spotify: 132 });
    expect(Object.fromEntries(await unitsBy('salePeriod', { ...mine, from: '2025-04' }))).toEqual({ '2025-04': 9 });
    expect(Object.fromEntries(await unitsBy('country', { trackIds: [b] }))).toEqual({ US: 5 });
    // An import that is not completed (held, failed) counts for nothing.
    await db.statementImport.update({ where: { id: imp.id }, data: { status: 'held' } });
    expect((await unitsBy('releaseId', mine)).size).toBe(0);
  });

  it("a row matched by hand from the review queue becomes a group of its own, and counts in the artist's analytics", async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const rel = await catalog(owner.id);
    const b = rel.tracks[1].id;
    const imp = await importFile(admin, statement(rel), { rates: '{"EUR":"1.25"}' });
    const analytics = async () => (await call(analyticsRoute.GET, { as: owner, url: '/api/royalties/analytics' })).json;
    const before = await analytics();
    expect(before).toMatchObject({
      totalUnits: 134,
      byMonth: [
        { period: '2025-03', units: 125 },
        { period: '2025-04', units: 9 },
      ],
      byStore: [
        { store: 'Spotify', units: 132 },
        { store: 'Apple Music', units: 2 },
      ],
    });
    const res = await call(resolveRoute.POST, { as: admin, params: { id: lineKey(imp.id, 11) }, body: { trackId: b } });
    expect(res.status).toBe(200);
    const added = (await groupsOf(imp.id)).filter((g) => g.rowNumber !== null);
    expect(added).toEqual([
      expect.objectContaining({
        id: `${imp.id}-r000000011`,
        rowNumber: 11,
        trackId: b,
        releaseId: rel.id,
        salePeriod: '2025-05',
        store: 'Deezer',
        country: 'FR',
        currency: 'USD',
        lines: 1,
        units: 9,
        amount: '2',
        amountUsd: '2',
      }),
    ]);
    expect((await linesOf(imp.id)).map((l) => [l.rowNumber, l.status, l.trackId])).toEqual([[11, 'resolved', b]]);
    expect(await earnedBy(owner.id)).toBe(1443);
    const after = await analytics();
    expect(after).toMatchObject({
      totalUnits: 143,
      byMonth: [
        { period: '2025-03', units: 125 },
        { period: '2025-04', units: 9 },
        { period: '2025-05', units: 9 },
      ],
      byStore: [
        { store: 'Spotify', units: 132 },
        { store: 'Deezer', units: 9 },
        { store: 'Apple Music', units: 2 },
      ],
    });
    expect(after.byCountry).toContainEqual({ country: 'FR', units: 9 });
    expect(after.byTrack).toContainEqual({ trackId: b, title: rel.tracks[1].title, units: 14 });
  });

  it('deleting a release clears it and its tracks on its groups only; deleting an import deletes its groups only', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const gone = await catalog(owner.id);
    const kept = await catalog(owner.id);
    const two = (r1: Rel, r2: Rel, month: string) =>
      'isrc,net_amount,units,sale_period,store\n' +
      `${r1.tracks[0].isrc},1.00,1,${month},Spotify\n` +
      `${r2.tracks[0].isrc},2.00,2,${month},Spotify\n`;
    const first = await importFile(admin, two(gone, kept, '2025-03'));
    const second = await importFile(admin, two(gone, kept, '2025-04'));
    const ids = async (importId: string) => (await groupsOf(importId)).map((g) => [g.releaseId, g.trackId, g.amount]);
    expect(await ids(first.id)).toEqual([
      [gone.id, gone.tracks[0].id, '1'],
      [kept.id, kept.tracks[0].id, '2'],
    ]);
    await executeSql(`DELETE FROM "Release" WHERE id = $1`, [gone.id]);
    for (const imp of [first, second])
      expect(await ids(imp.id)).toEqual([
        [null, null, '1'],
        [kept.id, kept.tracks[0].id, '2'],
      ]);
    // A completed import cannot be deleted through the API; deleted in the database, the trigger fires.
    await db.statementImport.delete({ where: { id: first.id } });
    expect(await db.earningGroup.count({ where: { importId: first.id } })).toBe(0);
    expect(await ids(second.id)).toEqual([
      [null, null, '1'],
      [kept.id, kept.tracks[0].id, '2'],
    ]);
  });
});
