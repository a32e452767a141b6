// The royalty accountant: statements, unmatched rows, allocations, balances and payouts, as the royalty
// statements, payouts and banking pages show them.
import { db } from '@/lib/platform/db';
import {
  allocated,
  count,
  earnings,
  grossBy,
  has,
  money,
  month,
  oneOf,
  top,
  Q2,
  type Question,
} from '../outsider/needs';
import { all, balance, bottom, country, declines, grossByCountry } from './checks';

const domain = 'royalty accountant';
const user = (email: string) => db.user.findUniqueOrThrow({ where: { email } });
const unmatchedSum = async () => {
  const a = await db.earningLine.aggregate({ where: { status: 'unmatched' }, _sum: { amountUsd: true } });
  return Math.round(Number(a._sum.amountUsd ?? 0) * 100);
};

export const royalty: Question[] = [
  {
    domain,
    q: 'how many unmatched rows are sitting in the statements',
    expect: async () => [count(await db.earningLine.count({ where: { status: 'unmatched' } }))],
  },
  {
    domain,
    q: 'total $ value of unmatched lines',
    expect: async () => [money(await unmatchedSum())],
  },
  {
    domain,
    q: 'pending payouts? how many and how much',
    expect: async () => {
      const a = await db.payoutRequest.aggregate({
        where: { status: 'requested' },
        _count: { _all: true },
        _sum: { amountCents: true },
      });
      return [count(a._count._all), money(a._sum.amountCents ?? 0)];
    },
  },
  {
    domain,
    q: 'how much have we actually paid out in payouts',
    expect: async () => {
      const a = await db.payoutRequest.aggregate({ where: { status: 'paid' }, _sum: { amountCents: true } });
      return [money(a._sum.amountCents ?? 0)];
    },
  },
  {
    domain,
    q: 'nova reyes available balance',
    expect: async () => [money(await balance((await user('artist@demo.test')).id))],
  },
  {
    domain,
    q: 'gross from spotify in july',
    expect: async () => [await earnings({ store: 'Spotify', salePeriod: '2026-07' })],
  },
  {
    domain,
    q: 'how many statements have been imported',
    expect: async () => [count(await db.statementImport.count())],
  },
  {
    domain,
    q: 'whats the recoupment amount on the midnight signals split',
    expect: async () => {
      const sheet = await db.splitSheet.findFirstOrThrow({ where: { release: { title: 'Midnight Signals' } } });
      return [money(sheet.recoupCents)];
    },
  },
  {
    domain,
    q: 'deezer statements come in EUR right? what exchange rate did we use',
    expect: async () => {
      const imp = await db.statementImport.findFirstOrThrow({
        where: { store: 'Deezer' },
        orderBy: { createdAt: 'desc' },
      });
      return [has(Number(imp.exchangeRate).toString())];
    },
  },
  {
    domain,
    q: 'in september which store paid the least',
    expect: async () => [has(bottom(await grossBy('store', { salePeriod: '2026-09' })) as string)],
  },
  {
    domain,
    q: 'earnings allocated to darius cole',
    expect: async () => {
      const darius = await user('member@demo.test');
      return [oneOf(money(await allocated({ userId: darius.id })), money(await balance(darius.id)))];
    },
  },
  {
    domain,
    q: 'how much do we owe artists in total right now (unpaid balances)',
    expect: async () => {
      const a = await db.ledgerEntry.aggregate({
        where: { account: { userId: { not: null } } },
        _sum: { amountCents: true },
      });
      return [money(Number(a._sum.amountCents ?? 0))];
    },
  },
  {
    domain,
    q: 'youtube music revenue Q2 2026',
    expect: async () => [await earnings({ store: 'YouTube Music', ...Q2 })],
  },
  {
    domain,
    q: 'units on apple music in aug',
    expect: async () => {
      const a = await db.earningGroup.aggregate({
        where: { store: 'Apple Music', salePeriod: '2026-08' },
        _sum: { units: true },
      });
      return [count(Number(a._sum.units ?? 0))];
    },
  },
  {
    domain,
    q: 'top earning country',
    expect: async () => [country(top(await grossByCountry()))],
  },
  {
    domain,
    q: 'who has a payout method on file',
    expect: async () => {
      const ms = await db.payoutMethod.findMany({ include: { user: true } });
      return ms.map((m) => has(m.user.name));
    },
  },
  {
    domain,
    q: 'how many payout requests were rejected this year',
    expect: async () => [
      count(
        await db.payoutRequest.count({
          where: { status: 'rejected', createdAt: { gte: new Date(Date.UTC(new Date().getUTCFullYear(), 0, 1)) } },
        }),
      ),
    ],
  },
  {
    domain,
    q: 'how much did we pay in bank and paypal fees on payouts last month',
    expect: async () => [declines],
  },
  {
    domain,
    q: 'revenue from nigeria',
    expect: async () => [await earnings({ country: 'NG' })],
  },
  {
    domain,
    q: 'which statement had the most unmatched rows',
    expect: async () => {
      const imp = await db.statementImport.findFirstOrThrow({
        orderBy: [{ unmatchedRows: 'desc' }, { createdAt: 'asc' }],
      });
      const ties = await db.statementImport.findMany({ where: { unmatchedRows: imp.unmatchedRows } });
      return [oneOf(...ties.flatMap((t) => [has(t.originalName), all(has(t.store), month(t.period))]))];
    },
  },
];
