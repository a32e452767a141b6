// Earnings, royalties and statements: 20 questions.
import { db } from '@/lib/platform/db';
import {
  allocated,
  anyCount,
  anyMoney,
  declines,
  earnings,
  gross,
  grossBy,
  has,
  month,
  oneOf,
  Q2,
  Q3,
  releaseId,
  top,
  uid,
  type Ask,
} from './kit';

const D = 'earnings';
const y2026 = { salePeriod: { startsWith: '2026' } };

/** Total revenue as the pages count it: store gross, allocated to payees, or the completed statements' totals. */
async function total(where: {
  salePeriod?: string | { in: string[] } | { startsWith: string };
  store?: string;
}): Promise<number[]> {
  const imp = await db.statementImport.aggregate({
    where: { status: 'completed', period: where.salePeriod, store: where.store },
    _sum: { totalUsdCents: true },
  });
  return [await gross(where), await allocated(where), Number(imp._sum.totalUsdCents ?? 0n)];
}

async function topByAllocation(field: 'store' | 'userId' | 'country', where: object = {}) {
  const rows = await db.earningAllocation.groupBy({ by: [field], where, _sum: { amountCents: true } });
  return new Map(rows.map((r) => [r[field] as string | null, r._sum.amountCents ?? 0]));
}

/**
 * An artist's earnings, in any of the ways the platform counts them: what was allocated to the artist, or
 * their releases' gross, which the pages define as every contributor's allocation on those releases (see
 * releaseGrossNetCents in lib/royalties/stats.ts), or as the stores' gross lines.
 */
async function artistEarnings(email: string, where: { salePeriod?: string } = {}) {
  const id = await uid(email);
  const releases = { releaseId: { in: (await db.release.findMany({ where: { ownerId: id } })).map((r) => r.id) } };
  return anyMoney(
    await allocated({ userId: id, ...where }),
    await allocated({ ...releases, ...where }),
    await gross({ ...releases, ...where }),
  );
}

export const earningsAsks: Ask[] = [
  { domain: D, q: 'total rev across all stores YTD', expect: async () => [anyMoney(...(await total(y2026)))] },
  {
    domain: D,
    q: 'how much did spotify pay us in q3',
    expect: async () => [anyMoney(...(await total({ ...Q3, store: 'Spotify' })))],
  },
  {
    domain: D,
    q: 'which store earns us the most money',
    expect: async () => [oneOf(has(top(await grossBy('store')) ?? ''), has(top(await topByAllocation('store')) ?? ''))],
  },
  {
    domain: D,
    q: 'whats our best selling track by revenue',
    expect: async () => {
      const id = top(await grossBy('trackId', { trackId: { not: null } }));
      return [has((await db.track.findUniqueOrThrow({ where: { id: id ?? '' } })).title)];
    },
  },
  {
    domain: D,
    q: 'Nova Reyes earnings for august',
    expect: async () => [await artistEarnings('artist@demo.test', { salePeriod: '2026-08' })],
  },
  {
    domain: D,
    q: 'apple music vs youtube music revenue, which one is bigger',
    expect: async () => [
      anyMoney(...(await total({ store: 'Apple Music' }))),
      anyMoney(...(await total({ store: 'YouTube Music' }))),
    ],
  },
  {
    domain: D,
    q: 'how much has midnight signals made',
    expect: async () => {
      const id = await releaseId('Midnight Signals');
      return [await earnings({ releaseId: id })];
    },
  },
  {
    domain: D,
    q: 'kairo jmaes total earnings',
    expect: async () => [await artistEarnings('kairo@demo.test')],
  },
  {
    domain: D,
    q: 'which month had the highest royalties',
    expect: async () => [month(top(await grossBy('salePeriod')) ?? '')],
  },
  {
    domain: D,
    q: 'deezer rev sept',
    expect: async () => [anyMoney(...(await total({ store: 'Deezer', salePeriod: '2026-09' })))],
  },
  {
    domain: D,
    q: 'how many statements have we imported so far',
    expect: async () => [
      anyCount(await db.statementImport.count(), await db.statementImport.count({ where: { status: 'completed' } })),
    ],
  },
  {
    domain: D,
    q: 'are there unmatched lines in the statements? how many',
    expect: async () => {
      const n = await db.earningLine.count({ where: { status: 'unmatched' } });
      const rows = await db.statementImport.aggregate({ _sum: { unmatchedRows: true } });
      return [anyCount(n, rows._sum.unmatchedRows ?? 0)];
    },
  },
  {
    domain: D,
    q: 'Q2 vs Q3 total revenue',
    expect: async () => [anyMoney(...(await total(Q2))), anyMoney(...(await total(Q3)))],
  },
  {
    domain: D,
    q: 'which country brings in the most royalties',
    expect: async () => {
      const rows = await db.earningGroup.groupBy({ by: ['country'], _sum: { amountUsd: true } });
      const best = rows.sort((a, b) => Number(b._sum.amountUsd ?? 0) - Number(a._sum.amountUsd ?? 0))[0].country;
      const names: Record<string, string> = {
        US: 'United States',
        GB: 'United Kingdom',
        DE: 'Germany',
        BR: 'Brazil',
        NG: 'Nigeria',
        CA: 'Canada',
      };
      return [oneOf({ label: best, ok: (t) => new RegExp(`\\b${best}\\b`).test(t) }, has(names[best] ?? best))];
    },
  },
  {
    domain: D,
    q: 'how much has the producer Marcus Hill earned from his split',
    expect: async () => [anyMoney(await allocated({ share: { name: 'Marcus Hill' } }))],
  },
  {
    domain: D,
    q: "golden hour's revenue in july",
    expect: async () => [await earnings({ releaseId: await releaseId('Golden Hour'), salePeriod: '2026-07' })],
  },
  {
    domain: D,
    q: 'how much is still left to recoup on the midnight signals split sheet',
    expect: async () => {
      const s = await db.splitSheet.findFirstOrThrow({ where: { release: { title: 'Midnight Signals' } } });
      const left = Math.max(0, s.recoupCents - s.recoupedCents);
      return [
        left === 0
          ? oneOf(anyMoney(0), {
              label: 'fully recouped',
              ok: (t) => /fully recouped|nothing (left|remaining)/i.test(t),
            })
          : anyMoney(left),
      ];
    },
  },
  {
    domain: D,
    q: 'top earning artist on the platform',
    expect: async () => {
      const id = top(await topByAllocation('userId', { userId: { not: null } }));
      return [has((await db.user.findUniqueOrThrow({ where: { id: id ?? '' } })).name)];
    },
  },
  { domain: D, q: 'what will our royalties be next quarter? give me a projection', expect: async () => [declines] },
  {
    domain: D,
    q: 'amazon earnings may and june combined',
    expect: async () => {
      const where = { store: 'Amazon Music', salePeriod: { in: ['2026-05', '2026-06'] } };
      return [anyMoney(...(await total(where)))];
    },
  },
];
