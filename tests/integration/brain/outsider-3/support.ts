// Support tickets and communications: 10 questions.
import { db } from '@/lib/platform/db';
import { anyCount, count, declines, has, oneOf, type Ask } from './kit';

const D = 'support';
const DAY = 86_400_000;
/** A ticket named by its subject, its number or its requester. */
const ticket = (t: { subject: string; number: number; requester: { name: string } }) =>
  oneOf(has(t.subject), has(`#${t.number}`), has(t.requester.name));

export const supportAsks: Ask[] = [
  {
    domain: D,
    q: 'how many open tickets do we have',
    expect: async () => [
      anyCount(
        await db.supportTicket.count({ where: { status: { in: ['new', 'open', 'waiting_on_customer'] } } }),
        await db.supportTicket.count({ where: { status: { in: ['new', 'open'] } } }),
        await db.supportTicket.count({ where: { status: 'open' } }),
      ),
    ],
  },
  {
    domain: D,
    q: 'any urgent tickets',
    expect: async () =>
      (
        await db.supportTicket.findMany({
          where: { priority: 'urgent', status: { notIn: ['resolved', 'closed'] } },
          include: { requester: true },
        })
      ).map(ticket),
  },
  {
    domain: D,
    q: 'tickets waiting on the customer',
    expect: async () =>
      (await db.supportTicket.findMany({ where: { status: 'waiting_on_customer' }, include: { requester: true } })).map(
        ticket,
      ),
  },
  {
    domain: D,
    q: 'which tickets breached the first response SLA',
    expect: async () =>
      (
        await db.supportTicket.findMany({
          where: {
            firstRespondedAt: null,
            firstResponseDueAt: { lt: new Date() },
            status: { notIn: ['resolved', 'closed'] },
          },
          include: { requester: true },
        })
      ).map(ticket),
  },
  {
    domain: D,
    q: 'tickets resolved this week',
    expect: async () => [
      count(await db.supportTicket.count({ where: { resolvedAt: { gte: new Date(Date.now() - 7 * DAY) } } })),
    ],
  },
  {
    domain: D,
    q: "what's luna park's ticket about",
    expect: async () =>
      (await db.supportTicket.findMany({ where: { requester: { name: 'Luna Park' } } })).map((t) =>
        oneOf(has(t.subject), has('Paper Planes')),
      ),
  },
  {
    domain: D,
    q: 'how many payout related tickets',
    expect: async () => [count(await db.supportTicket.count({ where: { category: 'payout' } }))],
  },
  {
    domain: D,
    q: 'did any emails fail to send',
    expect: async () => [count(await db.outboxEmail.count({ where: { status: 'failed' } }))],
  },
  {
    domain: D,
    q: 'how many help center articles are published',
    expect: async () => [
      anyCount(
        await db.faqArticle.count({ where: { published: true } }),
        await db.faqArticle.count({ where: { published: true, brand: 'tnm' } }),
      ),
    ],
  },
  {
    domain: D,
    q: 'avg customer satisfaction rating on tickets',
    expect: async () => {
      const rated = await db.supportTicket.aggregate({ where: { rating: { not: null } }, _avg: { rating: true } });
      const avg = rated._avg.rating;
      return [
        avg === null
          ? oneOf(declines, { label: 'no ratings', ok: (t) => /\b(no|0|zero)\b.*\brat/i.test(t) })
          : has(avg.toFixed(1)),
      ];
    },
  },
];
