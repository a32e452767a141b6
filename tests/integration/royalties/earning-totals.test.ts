// The earnings summary reads running totals kept by triggers on EarningAllocation (prisma/schema/perf.prisma):
// after imports, hand-written rows, refunds, claimed shares (userId changes), deleted imports and payouts,
// what GET /api/earnings shows must equal the sum of the user's lines.
import { db } from '@/lib/platform/db';
import * as earningsRoute from '@/app/api/earnings/route';
import * as artistsReportRoute from '@/app/api/royalties/reports/artists/route';
import * as breakdownRoute from '@/app/api/royalties/earnings/route';
import * as contributorsRoute from '@/app/api/royalties/contributors/route';
import { call } from '../../helpers/api';
import { catalog, createUser, fixture, importFile } from '../../helpers/statement-fixtures';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
});

async function linesOf(userId: string) {
  // This Month is the calendar month of the sales (the lines' sale period).
  const period = new Date().toISOString().slice(0, 7);
  const [all, month] = await Promise.all([
    db.earningAllocation.aggregate({ where: { userId }, _sum: { amountCents: true } }),
    db.earningAllocation.aggregate({ where: { userId, salePeriod: period }, _sum: { amountCents: true } }),
  ]);
  return { total: all._sum.amountCents ?? 0, month: month._sum.amountCents ?? 0 };
}

async function expectTotalsMatch(user: Awaited<ReturnType<typeof createUser>>) {
  const res = await call(earningsRoute.GET, { as: user });
  expect(res.status).toBe(200);
  const sums = await linesOf(user.id);
  expect({ total: res.json.totalEarnedCents, month: res.json.thisMonthCents }).toEqual(sums);
  // Every group total equals the sum of its lines.
  const groups = await db.earningAllocation.groupBy({
    by: ['importId', 'trackId', 'store'],
    where: { userId: user.id },
    _sum: { amountCents: true },
    _count: true,
  });
  const kept = await db.earningGroupTotal.findMany({ where: { userId: user.id, lines: { gt: 0 } } });
  expect(kept.map((k) => `${k.importId}|${k.trackId}|${k.store}|${k.cents}|${k.lines}`).sort()).toEqual(
    groups.map((g) => `${g.importId}|${g.trackId ?? ''}|${g.store}|${g._sum.amountCents}|${g._count}`).sort(),
  );
  // The breakdown by month, store, track and country (it reads the per-cell running totals) sums the same lines.
  const breakdown = await call(breakdownRoute.GET, { as: user });
  expect(breakdown.status).toBe(200);
  const by = async (key: 'salePeriod' | 'store' | 'trackId' | 'country') =>
    (await db.earningAllocation.groupBy({ by: [key], where: { userId: user.id }, _sum: { amountCents: true } }))
      .map((g) => `${g[key] ?? ''}=${g._sum.amountCents}`)
      .sort();
  type Shown = { period?: string; store?: string; trackId?: string | null; cents: number };
  const shown = (rows: Shown[], key: (r: Shown) => string | null | undefined) =>
    rows.map((r) => `${key(r) ?? ''}=${r.cents}`).sort();
  expect(breakdown.json.totalCents).toBe(sums.total);
  expect(shown(breakdown.json.byMonth, (r) => r.period)).toEqual(await by('salePeriod'));
  expect(shown(breakdown.json.byStore, (r) => r.store)).toEqual(await by('store'));
  expect(shown(breakdown.json.byTrack, (r) => r.trackId)).toEqual(await by('trackId'));
  // The admins' report picker lists the user with the same total (it reads the per-month running totals).
  const picker = await call(artistsReportRoute.GET, { as: await reportAdmin(), url: '/?limit=200' });
  expect(picker.status).toBe(200);
  const listed = picker.json.items.find((a: { id: string }) => a.id === user.id);
  if (sums.total === 0 && !(await db.earningAllocation.count({ where: { userId: user.id } })))
    expect(listed).toBeUndefined();
  else expect(listed?.cents).toBe(sums.total);
  return res.json;
}

/** The owner's contributor earnings (read from the per-share running totals) equal the allocations of their releases. */
async function expectContributorsMatch(owner: Awaited<ReturnType<typeof createUser>>) {
  const res = await call(contributorsRoute.GET, { as: owner });
  expect(res.status).toBe(200);
  const releases = await db.release.findMany({ where: { ownerId: owner.id }, select: { id: true } });
  const groups = await db.earningAllocation.groupBy({
    by: ['shareId', 'userId'],
    where: { releaseId: { in: releases.map((r) => r.id) } },
    _sum: { amountCents: true },
  });
  const shown = res.json.items.map(
    (i: { shareId: string | null; claimed: boolean; cents: number }) => `${i.shareId ?? ''}|${i.claimed}|${i.cents}`,
  );
  expect(shown.sort()).toEqual(groups.map((g) => `${g.shareId ?? ''}|${!!g.userId}|${g._sum.amountCents ?? 0}`).sort());
  expect(shown.length).toBeGreaterThan(0);
}

let pickerAdmin: Awaited<ReturnType<typeof createUser>> | undefined;
async function reportAdmin() {
  pickerAdmin ??= await createUser('admin');
  return pickerAdmin;
}

describe('earnings running totals', () => {
  it('equal the sum of the lines after imports, refunds, claims, deleted imports and payouts', async () => {
    const admin = await createUser('admin');
    const owner = await createUser('artist');
    const other = await createUser('artist');
    const rel = await catalog(owner.id);

    // An import with a refund (a negative line) and a release-level sale.
    const imp = await importFile(admin, fixture('distrokid.tsv', rel), {}, 'distrokid.tsv');
    expect(imp.status).toBe('completed');
    const first = await expectTotalsMatch(owner);
    await expectContributorsMatch(owner);
    expect(first.totalEarnedCents).toBeGreaterThan(0);
    expect(first.recentPayouts.length).toBeGreaterThan(0);

    // A second import adds to the same totals.
    await importFile(admin, fixture('cdbaby.csv', rel));
    const second = await expectTotalsMatch(owner);
    expect(second.totalEarnedCents).toBeGreaterThan(first.totalEarnedCents);

    // Lines written by hand in one statement (as the hand-matching of a row does), one of them negative, two of
    // them sold this month (This Month sums the month's running cells, EarningCellTotal).
    const thisMonth = new Date().toISOString().slice(0, 7);
    await db.earningAllocation.createMany({
      data: [
        { importId: imp.id, userId: owner.id, store: 'Manual', salePeriod: '2026-01', amountCents: 1234 },
        { importId: imp.id, userId: owner.id, store: 'Manual', salePeriod: '2026-01', amountCents: -234 },
        { importId: imp.id, userId: owner.id, store: 'Manual', salePeriod: thisMonth, amountCents: 700 },
        { importId: imp.id, userId: null, store: 'Manual', salePeriod: '2026-01', amountCents: 500 },
        { importId: imp.id, userId: null, store: 'Manual', salePeriod: thisMonth, amountCents: 300 },
      ],
    });
    const third = await expectTotalsMatch(owner);
    await expectContributorsMatch(owner);
    expect(third.totalEarnedCents).toBe(second.totalEarnedCents + 1700);
    expect(third.thisMonthCents).toBe(second.thisMonthCents + 700);
    expect(third.recentPayouts[0]).toMatchObject({ source: 'Manual', amountCents: 1700 });

    // A claimed share moves unassigned lines to a user (UPDATE of userId), and moving lines away subtracts.
    await db.earningAllocation.updateMany({ where: { importId: imp.id, userId: null }, data: { userId: other.id } });
    const otherSummary = await expectTotalsMatch(other);
    await expectContributorsMatch(owner);
    expect(otherSummary.totalEarnedCents).toBeGreaterThanOrEqual(800);
    expect(otherSummary.thisMonthCents).toBe(300);
    await expectTotalsMatch(owner);

    // A payout request changes the pending payouts and the balance, not the earnings.
    const beforePayout = await expectTotalsMatch(owner);
    await db.payoutRequest.create({
      data: { userId: owner.id, amountCents: 100, status: 'requested', idempotencyKey: `perf-${owner.id}` },
    });
    const afterPayout = await expectTotalsMatch(owner);
    expect(afterPayout.totalEarnedCents).toBe(beforePayout.totalEarnedCents);
    expect(afterPayout.pendingPayoutsCents).toBe(beforePayout.pendingPayoutsCents + 100);

    // Deleting an import (its lines go with it by cascade) takes its lines out of the totals, This Month's too.
    await db.statementImport.delete({ where: { id: imp.id } });
    const after = await expectTotalsMatch(owner);
    expect(after.thisMonthCents).toBeLessThanOrEqual(afterPayout.thisMonthCents - 700);
    // The picker pages (one artist a page) through the same artists as one page, and lists no one without earnings.
    const nobody = await createUser('artist');
    const whole = await call(artistsReportRoute.GET, { as: await reportAdmin(), url: '/?limit=200' });
    const paged: string[] = [];
    let cursor = '';
    do {
      const page = await call(artistsReportRoute.GET, { as: await reportAdmin(), url: `/?limit=1${cursor}` });
      expect(page.json.total).toBe(whole.json.total);
      paged.push(...page.json.items.map((a: { id: string }) => a.id));
      cursor = page.json.nextCursor ? `&cursor=${page.json.nextCursor}` : '';
    } while (cursor);
    expect(paged).toEqual(whole.json.items.map((a: { id: string }) => a.id));
    expect(paged).toContain(owner.id);
    expect(paged).not.toContain(nobody.id);
    await expectContributorsMatch(owner);
    expect(after.totalEarnedCents).toBeLessThan(afterPayout.totalEarnedCents);
    expect((await expectTotalsMatch(other)).thisMonthCents).toBe(0);
  });
});
