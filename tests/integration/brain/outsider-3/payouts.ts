// Payouts and balances: 10 questions.
import { db } from '@/lib/platform/db';
import { allBalances, anyMoney, balanceOf, count, has, money, oneOf, uid, type Ask } from './kit';

const D = 'payouts';
const sumOf = async (where: object) =>
  (await db.payoutRequest.aggregate({ where, _sum: { amountCents: true } }))._sum.amountCents ?? 0;

export const payoutAsks: Ask[] = [
  {
    domain: D,
    q: 'pending payouts - how many and how much',
    expect: async () => [
      count(await db.payoutRequest.count({ where: { status: 'requested' } })),
      money(await sumOf({ status: 'requested' })),
    ],
  },
  {
    domain: D,
    q: 'how much have we paid out to artists in total',
    expect: async () => [money(await sumOf({ status: 'paid' }))],
  },
  {
    domain: D,
    q: "what's nova's balance",
    expect: async () => [money(await balanceOf(await uid('artist@demo.test')))],
  },
  {
    domain: D,
    q: 'who is waiting on a payout',
    expect: async () =>
      (
        await db.payoutRequest.findMany({
          where: { status: { in: ['requested', 'approved'] } },
          include: { user: true },
        })
      ).map((p) => has(p.user.name)),
  },
  {
    domain: D,
    q: 'which payout method does Nova Reyes use',
    expect: async () => {
      const m = await db.payoutMethod.findUniqueOrThrow({ where: { userId: await uid('artist@demo.test') } });
      return [has(m.type === 'paypal' ? 'PayPal' : 'bank')];
    },
  },
  {
    domain: D,
    q: 'total we owe artists right now (unpaid balances)',
    expect: async () => {
      const b = await allBalances();
      return [anyMoney(b, b + (await sumOf({ status: { in: ['requested', 'approved'] } })))];
    },
  },
  {
    domain: D,
    q: 'how many payout requests got rejected',
    expect: async () => [count(await db.payoutRequest.count({ where: { status: 'rejected' } }))],
  },
  {
    domain: D,
    q: 'biggest payout we ever made',
    expect: async () => {
      const p = await db.payoutRequest.findFirstOrThrow({
        where: { status: 'paid' },
        orderBy: { amountCents: 'desc' },
      });
      return [money(p.amountCents)];
    },
  },
  {
    domain: D,
    q: 'kairo available balance',
    expect: async () => [money(await balanceOf(await uid('kairo@demo.test')))],
  },
  {
    domain: D,
    q: 'payment reference of the last paid payout',
    expect: async () => {
      const p = await db.payoutRequest.findFirstOrThrow({ where: { status: 'paid' }, orderBy: { paidAt: 'desc' } });
      return [oneOf(has(p.paymentRef ?? 'no reference'))];
    },
  },
];
