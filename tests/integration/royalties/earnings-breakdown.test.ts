// The earnings breakdown (GET /api/royalties/earnings: the royalty dashboard and the earnings page) is read in
// one pass with GROUPING SETS: it must give the same figures as summing the user's allocations one way at a
// time, with and without filters, on the generated label (seed:scale at SCALE=0.001).
import { db } from '@/lib/platform/db';
import { startsFromDemoData } from '../../helpers/demo-data';
import { seedScale, SCALE_BIG_ARTIST } from '@/prisma/seed/scale';
import * as earnings from '@/app/api/royalties/earnings/route';
import * as analyticsRoute from '@/app/api/royalties/analytics/route';
import { call } from '../../helpers/api';
import type { EarningsQuery } from '@/lib/royalties/schema';

startsFromDemoData();

async function expected(userId: string, q: EarningsQuery) {
  const where = {
    userId,
    ...(q.from || q.to ? { salePeriod: { ...(q.from ? { gte: q.from } : {}), ...(q.to ? { lte: q.to } : {}) } } : {}),
    ...(q.store ? { store: q.store } : {}),
  };
  const rows = await db.earningAllocation.findMany({
    where,
    select: { salePeriod: true, store: true, country: true, trackId: true, amountCents: true },
  });
  const sum = (key: (r: (typeof rows)[number]) => string) => {
    const m = new Map<string, number>();
    for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + r.amountCents);
    return m;
  };
  return {
    total: rows.reduce((s, r) => s + r.amountCents, 0),
    byMonth: sum((r) => r.salePeriod),
    byStore: sum((r) => r.store),
    byTrack: sum((r) => r.trackId ?? ''),
    byCountry: sum((r) => r.country || '—'),
    stores: [
      ...new Set(
        (await db.earningAllocation.findMany({ where: { userId }, select: { store: true } })).map((r) => r.store),
      ),
    ].sort(),
  };
}

describe('the earnings breakdown', () => {
  beforeAll(async () => {
    await seedScale(db, 0.001);
  }, 300_000);

  it.each<Record<string, string>>([{}, { from: '2025-03', to: '2025-09' }, { store: 'Deezer' }])(
    'sums every way as the allocations do (%j)',
    async (q) => {
      const artist = await db.user.findUniqueOrThrow({ where: { email: SCALE_BIG_ARTIST } });
      const res = await call(earnings.GET, { as: artist, url: `/api/royalties/earnings?${new URLSearchParams(q)}` });
      expect(res.status).toBe(200);
      const want = await expected(artist.id, q);
      const b = res.json;
      expect(b.totalCents).toBe(want.total);
      expect(b.totalCents).toBeGreaterThan(0);
      expect(b.byMonth.map((r: { period: string }) => r.period)).toEqual([...want.byMonth.keys()].sort());
      for (const r of b.byMonth) expect(r.cents).toBe(want.byMonth.get(r.period));
      expect(b.byStore).toHaveLength(want.byStore.size);
      for (const r of b.byStore) expect(r.cents).toBe(want.byStore.get(r.store));
      expect(b.byCountry).toHaveLength(Math.min(50, want.byCountry.size));
      for (const r of b.byCountry) expect(r.cents).toBe(want.byCountry.get(r.country));
      expect(b.byTrack).toHaveLength(Math.min(50, want.byTrack.size));
      for (const r of b.byTrack) expect(r.cents).toBe(want.byTrack.get(r.trackId ?? ''));
      // The top 50: nothing left out earns more than the last one kept.
      const kept = new Set(b.byTrack.map((r: { trackId: string }) => r.trackId));
      const floor = Math.min(...b.byTrack.map((r: { cents: number }) => r.cents));
      for (const [id, cents] of want.byTrack) if (!kept.has(id)) expect(cents).toBeLessThanOrEqual(floor);
      for (let i = 1; i < b.byTrack.length; i++)
        expect(b.byTrack[i - 1].cents).toBeGreaterThanOrEqual(b.byTrack[i].cents);
      expect(b.stores).toEqual(want.stores);
    },
  );
  it.each<Record<string, string>>([{}, { from: '2025-03', to: '2025-09' }, { store: 'Deezer' }])(
    "the artist's analytics (one GROUPING SETS pass over the groups) sum units as the groups do (%j)",
    async (q) => {
      const artist = await db.user.findUniqueOrThrow({ where: { email: SCALE_BIG_ARTIST } });
      const res = await call(analyticsRoute.GET, {
        as: artist,
        url: `/api/royalties/analytics?${new URLSearchParams(q)}`,
      });
      expect(res.status).toBe(200);
      const releases = await db.release.findMany({ where: { ownerId: artist.id }, select: { id: true } });
      const groups = await db.earningGroup.findMany({
        where: {
          releaseId: { in: releases.map((r) => r.id) },
          ...(q.from || q.to
            ? { salePeriod: { ...(q.from ? { gte: q.from } : {}), ...(q.to ? { lte: q.to } : {}) } }
            : {}),
          ...(q.store ? { store: q.store } : {}),
        },
        select: { salePeriod: true, store: true, country: true, trackId: true, units: true },
      });
      const sum = (key: (g: (typeof groups)[number]) => string) => {
        const m = new Map<string, number>();
        for (const g of groups) m.set(key(g), (m.get(key(g)) ?? 0) + Number(g.units));
        return m;
      };
      const a = res.json;
      expect(a.totalUnits).toBe(groups.reduce((t, g) => t + Number(g.units), 0));
      expect(a.totalUnits).toBeGreaterThan(0);
      const months = sum((g) => g.salePeriod);
      expect(a.byMonth).toEqual([...months.keys()].sort().map((period) => ({ period, units: months.get(period) })));
      const stores = sum((g) => g.store);
      expect(a.byStore).toHaveLength(stores.size);
      for (const r of a.byStore) expect(r.units).toBe(stores.get(r.store));
      const countries = sum((g) => g.country || '—');
      expect(a.byCountry).toHaveLength(Math.min(20, countries.size));
      for (const r of a.byCountry) expect(r.units).toBe(countries.get(r.country));
      const tracks = sum((g) => g.trackId ?? '');
      expect(a.byTrack).toHaveLength(Math.min(20, tracks.size));
      for (const r of a.byTrack) expect(r.units).toBe(tracks.get(r.trackId ?? ''));
      for (let i = 1; i < a.byTrack.length; i++)
        expect(a.byTrack[i - 1].units).toBeGreaterThanOrEqual(a.byTrack[i].units);
    },
  );
});
