// The label finance manager's questions: royalties, statements, payouts, recoupment, tax.
import { db } from '@/lib/platform/db';
import {
  allocated,
  earnings,
  gross,
  grossBy,
  money,
  month,
  Q2,
  Q3,
  top,
  type Need,
  type Question,
} from '../outsider/needs';
import { count, declines, has, oneOf, percent, release, userIdByEmail } from './voices';

const Y2026 = { salePeriod: { startsWith: '2026' } };
type Period = string | { in: string[] } | { startsWith: string };
const periods = (w: { salePeriod: Period }) => w.salePeriod;

/** What the stores' completed statements report (matched and unmatched rows), in cents: the imports' total. */
async function statementTotal(where: { store?: string; period?: Period }): Promise<number> {
  const a = await db.statementImport.aggregate({
    where: { ...where, status: 'completed' },
    _sum: { totalUsdCents: true },
  });
  return Number(a._sum.totalUsdCents ?? 0n);
}
/** Revenue either as the earnings pages count it (gross or allocated) or as the statements report it. */
async function revenue(where: { salePeriod: Period; store?: string }): Promise<Need> {
  const { salePeriod, store } = where;
  return oneOf(await earnings(where), money(await statementTotal({ period: salePeriod, ...(store ? { store } : {}) })));
}
/** Statement totals by one field of the imports. */
async function statementBy(field: 'store' | 'period', where: object) {
  const rows = await db.statementImport.groupBy({
    by: [field],
    where: { ...where, status: 'completed' },
    _sum: { totalUsdCents: true },
  });
  return new Map(rows.map((r) => [r[field], Number(r._sum.totalUsdCents ?? 0n)]));
}
const name = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id } })).name;

/** Allocated cents per user (payees with an account only) over allocations matching `where`. */
async function allocatedByUser(where: object) {
  const rows = await db.earningAllocation.groupBy({
    by: ['userId'],
    where: { ...where, userId: { not: null } },
    _sum: { amountCents: true },
  });
  return new Map(rows.map((r) => [r.userId as string, r._sum.amountCents ?? 0]));
}
/** Dollars per unit by store, from the earning groups. */
async function perUnitByStore() {
  const rows = await db.earningGroup.groupBy({ by: ['store'], _sum: { amountUsd: true, units: true } });
  return new Map(rows.map((r) => [r.store, Number(r._sum.amountUsd ?? 0) / Number(r._sum.units ?? 1)]));
}
const producerSheet = async () =>
  db.splitSheet.findFirstOrThrow({
    where: { releaseId: (await release('Midnight Signals')).id },
    include: { shares: true },
  });

export const finance: Question[] = [
  {
    domain: 'finance',
    q: 'whats our total rev ytd',
    expect: async () => [await revenue(Y2026)],
  },
  {
    domain: 'finance',
    q: 'Q3 vs Q2 revenue - are we up or down? give me both numbers',
    expect: async () => [await revenue(Q3), await revenue(Q2)],
  },
  {
    domain: 'finance',
    q: 'which dsp paid us the most last quarter',
    expect: async () => [
      oneOf(
        has(top(await grossBy('store', Q3)) as string),
        has(top(await statementBy('store', { period: periods(Q3) }))),
      ),
    ],
  },
  {
    domain: 'finance',
    q: 'How much did Deezer pay for August sales?',
    expect: async () => [await revenue({ store: 'Deezer', salePeriod: '2026-08' })],
  },
  {
    domain: 'finance',
    q: 'pending payout requests: how many, and what do they add up to?',
    expect: async () => {
      const p = await db.payoutRequest.aggregate({
        where: { status: 'requested' },
        _count: true,
        _sum: { amountCents: true },
      });
      return [count(p._count), money(p._sum.amountCents ?? 0)];
    },
  },
  {
    domain: 'finance',
    q: 'how much of the producer advance on Midnight Signals has been recouped so far',
    expect: async () => [money((await producerSheet()).recoupedCents)],
  },
  {
    domain: 'finance',
    q: 'nova reyse wallet balance?',
    expect: async () => {
      const nova = await userIdByEmail('artist@demo.test');
      const b = await db.ledgerEntry.aggregate({ where: { account: { userId: nova } }, _sum: { amountCents: true } });
      return [money(b._sum.amountCents ?? 0n)];
    },
  },
  {
    domain: 'finance',
    q: 'who earned the most in sept',
    expect: async () => [has(await name(top(await allocatedByUser({ salePeriod: '2026-09' }))))],
  },
  {
    domain: 'finance',
    q: "total we've actually paid out to artists to date",
    expect: async () => {
      const p = await db.payoutRequest.aggregate({ where: { status: 'paid' }, _sum: { amountCents: true } });
      return [money(p._sum.amountCents ?? 0)];
    },
  },
  {
    domain: 'finance',
    q: 'any statement imports that failed or are on hold?',
    expect: async () => [count(await db.statementImport.count({ where: { status: { in: ['failed', 'held'] } } }))],
  },
  {
    domain: 'finance',
    q: 'how many unmatched sales lines still need resolving',
    expect: async () => [count(await db.earningLine.count({ where: { status: 'unmatched' } }))],
  },
  {
    domain: 'finance',
    q: 'what exchange rate did we use on the deezer statements',
    expect: async () => {
      const imp = await db.statementImport.findFirstOrThrow({ where: { store: 'Deezer' } });
      return [has(Number(imp.exchangeRate.toString()).toString())];
    },
  },
  {
    domain: 'finance',
    q: 'lifetime earnings on golden hour',
    expect: async () => {
      const id = (await release('Golden Hour')).id;
      return [await earnings({ releaseId: id })];
    },
  },
  {
    domain: 'finance',
    q: 'How many payees have a W-9 on file?',
    expect: async () => [count(await db.taxProfile.count({ where: { form: 'w9' } }))],
  },
  {
    domain: 'finance',
    q: 'kario james net earnings q3',
    expect: async () => [money(await allocated({ userId: await userIdByEmail('kairo@demo.test'), ...Q3 }))],
  },
  {
    domain: 'finance',
    q: 'what share of 2026 revenue came from spotify',
    expect: async () => {
      const g = (100 * (await gross({ ...Y2026, store: 'Spotify' }))) / (await gross(Y2026));
      const a = (100 * (await allocated({ ...Y2026, store: 'Spotify' }))) / (await allocated(Y2026));
      const st =
        (100 * (await statementTotal({ store: 'Spotify', period: periods(Y2026) }))) /
        (await statementTotal({ period: periods(Y2026) }));
      return [oneOf(percent(g), percent(a), percent(st))];
    },
  },
  {
    domain: 'finance',
    q: 'whats our gross margin this year after staff salaries',
    expect: async () => [declines],
  },
  {
    domain: 'finance',
    q: 'best month for revenue this year?',
    expect: async () => [
      oneOf(
        month(top(await grossBy('salePeriod', Y2026)) as string),
        month(top(await statementBy('period', { period: periods(Y2026) }))),
      ),
    ],
  },
  {
    domain: 'finance',
    q: 'payment ref on the payout we already paid?',
    expect: async () => {
      const p = await db.payoutRequest.findFirstOrThrow({ where: { status: 'paid' }, orderBy: { paidAt: 'desc' } });
      return [has(p.paymentRef ?? '(none)')];
    },
  },
  {
    domain: 'finance',
    q: 'royalties from brazil last quarter',
    expect: async () => [await earnings({ country: 'BR', ...Q3 })],
  },
  {
    domain: 'finance',
    q: 'which store pays the least per stream',
    expect: async () => {
      const m = await perUnitByStore();
      return [has([...m].sort((a, b) => a[1] - b[1])[0][0])];
    },
  },
  {
    domain: 'finance',
    q: "what's the producer's split on the Midnight Signals album",
    expect: async () => {
      const share = (await producerSheet()).shares.find((s) => s.role === 'producer');
      return [percent((share?.shareBps ?? -100) / 100)];
    },
  },
  {
    domain: 'finance',
    q: 'apple music vs amazon in q3',
    expect: async () => [
      await revenue({ store: 'Apple Music', ...Q3 }),
      await revenue({ store: 'Amazon Music', ...Q3 }),
    ],
  },
  {
    domain: 'finance',
    q: 'how many streams have we had since june',
    expect: async () => {
      // Matched rows (the earning groups), also counted with the unmatched rows the statements held.
      const since = { salePeriod: { gte: '2026-06' } };
      const u = await db.earningGroup.aggregate({ where: since, _sum: { units: true } });
      const un = await db.earningLine.aggregate({ where: { ...since, status: 'unmatched' }, _sum: { units: true } });
      const matched = Number(u._sum.units ?? 0);
      return [oneOf(count(matched), count(matched + (un._sum.units ?? 0)))];
    },
  },
  {
    domain: 'finance',
    q: 'can you forecast what our royalty income will be in Q1 2027?',
    expect: async () => [declines],
  },
];
