// The label head: big picture, comparisons and trends, as read off the command center and analytics pages.
import { db } from '@/lib/platform/db';
import { liveWhere } from '@/lib/distribution';
import {
  allocated,
  count,
  earnings,
  gross,
  grossBy,
  has,
  money,
  month,
  oneOf,
  top,
  Q2,
  Q3,
  type Question,
} from '../outsider/needs';
import { all, bottom, declines, lastQuarter, percent, thisYear } from './checks';

const domain = 'label head';

export const labelHead: Question[] = [
  {
    domain,
    q: 'whats our total revenue across everything so far',
    expect: async () => [await earnings({})],
  },
  {
    domain,
    q: 'how many releases are live rn',
    expect: async () => [count(await db.release.count({ where: liveWhere() }))],
  },
  {
    domain,
    q: 'Which store made us the most money in Q3 2026?',
    expect: async () => [has(top(await grossBy('store', Q3)) as string)],
  },
  {
    domain,
    q: 'compare earnings august vs september 2026',
    expect: async () => [await earnings({ salePeriod: '2026-08' }), await earnings({ salePeriod: '2026-09' })],
  },
  {
    domain,
    q: 'best selling track of all time?',
    expect: async () => {
      const id = top(await grossBy('trackId', { trackId: { not: null } }));
      return [has((await db.track.findUniqueOrThrow({ where: { id: id as string } })).title)];
    },
  },
  {
    domain,
    q: 'how many artists are on the SGR roster',
    expect: async () => [count(await db.rosterArtist.count())],
  },
  {
    domain,
    q: 'Q2 vs Q3 revenue, which quarter was better?',
    expect: async () => [await earnings(Q2), await earnings(Q3)],
  },
  {
    domain,
    q: `which month of ${thisYear()} had the highest earnings`,
    expect: async () => [
      month(top(await grossBy('salePeriod', { salePeriod: { startsWith: `${thisYear()}-` } })) as string),
    ],
  },
  {
    domain,
    q: 'how much has kairo jams earned in total',
    expect: async () => {
      const kairo = await db.user.findUniqueOrThrow({ where: { email: 'kairo@demo.test' } });
      const own = await db.release.findMany({ where: { ownerId: kairo.id }, select: { id: true } });
      const theirs = { releaseId: { in: own.map((r) => r.id) } };
      return [oneOf(await earnings(theirs), money(await allocated({ userId: kairo.id })))];
    },
  },
  {
    domain,
    q: `how many releases have a release date in ${thisYear()}`,
    expect: async () => {
      const y = Number(thisYear());
      return [
        count(
          await db.release.count({
            where: { releaseDate: { gte: new Date(Date.UTC(y, 0, 1)), lt: new Date(Date.UTC(y + 1, 0, 1)) } },
          }),
        ),
      ];
    },
  },
  {
    domain,
    q: 'total paid out to artists so far?',
    expect: async () => {
      const a = await db.payoutRequest.aggregate({ where: { status: 'paid' }, _sum: { amountCents: true } });
      return [money(a._sum.amountCents ?? 0)];
    },
  },
  {
    domain,
    q: 'ytd revenue',
    expect: async () => [await earnings({ salePeriod: { startsWith: `${thisYear()}-` } })],
  },
  {
    domain,
    q: 'what did we earn last quarter',
    expect: async () => [await earnings({ salePeriod: { in: lastQuarter() } })],
  },
  {
    domain,
    q: 'top 3 releases by revenue',
    expect: async () => {
      const m = await grossBy('releaseId', { releaseId: { not: null } });
      const ids = [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([id]) => id as string);
      const rels = await db.release.findMany({ where: { id: { in: ids } } });
      return rels.map((r) => has(r.title));
    },
  },
  {
    domain,
    q: 'how many service orders have come in, and how much money have they brought',
    expect: async () => {
      const [n, allSum, paid] = await Promise.all([
        db.serviceOrder.count(),
        db.serviceOrder.aggregate({ _sum: { amountCents: true } }),
        db.serviceOrder.aggregate({ where: { paymentStatus: 'paid' }, _sum: { amountCents: true } }),
      ]);
      return [count(n), oneOf(money(allSum._sum.amountCents ?? 0), money(paid._sum.amountCents ?? 0))];
    },
  },
  {
    domain,
    q: 'what percent of our revenue comes from apple music',
    expect: async () => [percent((100 * (await gross({ store: 'Apple Music' }))) / (await gross({})))],
  },
  {
    domain,
    q: 'how many students are enrolled in the school',
    expect: async () => {
      const [rows, students] = await Promise.all([
        db.enrolment.count(),
        db.enrolment.groupBy({ by: ['studentId'] }).then((g) => g.length),
      ]);
      return [oneOf(count(rows), count(students))];
    },
  },
  {
    domain,
    q: 'whats our market share compared to distrokid and tunecore',
    expect: async () => [declines],
  },
  {
    domain,
    q: 'how much did deezer bring in since june',
    expect: async () => [await earnings({ store: 'Deezer', salePeriod: { gte: `${thisYear()}-06` } })],
  },
  {
    domain,
    q: 'weakest month for earnings?',
    expect: async () => {
      const m = await grossBy('salePeriod');
      return [all(month(bottom(m) as string))];
    },
  },
];
