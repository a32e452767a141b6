// Outsider questions on releases and the review queue, deliveries, statement imports and payouts.
import { db } from '@/lib/platform/db';
import { liveReleaseCount } from '@/lib/distribution';
import { type Question, count, has, money, month, oneOf, top, userId } from './needs';

const relStatus = async (title: string) => (await db.release.findFirstOrThrow({ where: { title } })).status;
const LABEL: Record<string, string[]> = {
  uploaded: ['uploaded'],
  under_review: ['under review', 'in review'],
  approved: ['approved'],
  draft: ['draft'],
};

export const catalogQuestions: Question[] = [
  // ---- releases and the review queue
  {
    domain: 'releases',
    q: 'how many releases r waiting for review rn?',
    expect: async () => [
      oneOf(
        count(await db.release.count({ where: { status: 'under_review' } })),
        count(await db.release.count({ where: { status: { in: ['uploaded', 'under_review'] } } })),
      ),
    ],
  },
  {
    domain: 'releases',
    q: "what's Paper Planes waiting on?",
    expect: async () => [oneOf(...LABEL[await relStatus('Paper Planes')].map(has))],
  },
  {
    domain: 'releases',
    q: 'why did lost tapes get rejected',
    expect: async () => {
      const r = await db.release.findFirstOrThrow({ where: { title: 'Lost Tapes' } });
      return [has((r.rejectionReason ?? '').slice(0, 40))];
    },
  },
  {
    domain: 'releases',
    q: 'list drafts',
    expect: async () => (await db.release.findMany({ where: { status: 'draft' } })).map((r) => has(r.title)),
  },
  {
    domain: 'releases',
    q: 'how many releases are live atm',
    expect: async () => [count(await liveReleaseCount())],
  },
  {
    domain: 'releases',
    q: "who's got the most releases?",
    expect: async () => {
      const rows = await db.release.groupBy({ by: ['primaryArtist'], _count: { _all: true } });
      return [has(top(new Map(rows.map((r) => [r.primaryArtist, r._count._all]))))];
    },
  },
  {
    domain: 'releases',
    q: 'status of northern lights?',
    expect: async () => [oneOf(...LABEL[await relStatus('Northern Lights')].map(has))],
  },
  {
    domain: 'releases',
    q: 'upc on golden hour?',
    expect: async () => [has((await db.release.findFirstOrThrow({ where: { title: 'Golden Hour' } })).upc ?? '')],
  },
  // ---- deliveries by store
  {
    domain: 'deliveries',
    q: 'any deliveries fail?',
    expect: async () => {
      const f = await db.delivery.findMany({ where: { status: 'failed' }, include: { release: true } });
      return f.length ? f.map((d) => has(d.release.title)) : [count(0)];
    },
  },
  {
    domain: 'deliveries',
    q: 'which store is summer drive stuck on',
    expect: async () => {
      const d = await db.delivery.findFirstOrThrow({
        where: { status: 'failed', release: { title: 'Summer Drive' } },
        include: { store: true },
      });
      return [has(d.store.name)];
    },
  },
  {
    domain: 'deliveries',
    q: 'how many deliveries has spotify acknowledged',
    expect: async () => [
      count(await db.delivery.count({ where: { status: 'acknowledged', store: { name: 'Spotify' } } })),
    ],
  },
  {
    domain: 'deliveries',
    q: 'total deliveries acked across all stores?',
    expect: async () => [count(await db.delivery.count({ where: { status: 'acknowledged' } }))],
  },
  {
    domain: 'deliveries',
    q: 'Old Roads - how many stores has it gone out to',
    expect: async () => [
      count(await db.delivery.count({ where: { release: { title: 'Old Roads' }, status: 'acknowledged' } })),
    ],
  },
  // ---- statement imports and unmatched rows
  {
    domain: 'statements',
    q: 'how many statements have we imported so far',
    expect: async () => [count(await db.statementImport.count({ where: { status: 'completed' } }))],
  },
  {
    domain: 'statements',
    q: 'unmatched rows - how many?',
    expect: async () => {
      const imports = await db.statementImport.aggregate({ _sum: { unmatchedRows: true } });
      return [
        oneOf(
          count(await db.earningLine.count({ where: { status: 'unmatched' } })),
          count(imports._sum.unmatchedRows ?? 0),
        ),
      ];
    },
  },
  {
    domain: 'statements',
    q: "which ISRCs didn't match anything",
    expect: async () =>
      // Checker fix after the run: one need per distinct ISRC (it listed every unmatched line, ~250 repeats).
      [
        ...new Set(
          (await db.earningLine.findMany({ where: { status: 'unmatched' } })).map((l) => l.isrc || l.trackTitle),
        ),
      ].map(has),
  },
  {
    domain: 'statements',
    q: 'biggest statement import? store + month',
    expect: async () => {
      const s = await db.statementImport.findFirstOrThrow({ orderBy: { totalUsdCents: 'desc' } });
      return [has(s.store), month(s.period)];
    },
  },
  {
    domain: 'statements',
    q: 'latest deezer statement is for which period',
    expect: async () => {
      const s = await db.statementImport.findFirstOrThrow({ where: { store: 'Deezer' }, orderBy: { period: 'desc' } });
      return [month(s.period)];
    },
  },
  // ---- payouts and tax details
  {
    domain: 'payouts',
    q: 'pending payouts?',
    expect: async () => {
      const p = await db.payoutRequest.findMany({ where: { status: 'requested' }, include: { user: true } });
      return p.flatMap((x) => [money(x.amountCents), has(x.user.name)]);
    },
  },
  {
    domain: 'payouts',
    q: 'how much have we paid out in total',
    expect: async () => {
      const a = await db.payoutRequest.aggregate({ where: { status: 'paid' }, _sum: { amountCents: true } });
      return [money(a._sum.amountCents ?? 0)];
    },
  },
  {
    domain: 'payouts',
    q: 'does nova reyes have a W9 on file?',
    expect: async () => {
      const t = await db.taxProfile.findUnique({ where: { userId: await userId('Nova Reyes') } });
      return t ? [{ label: 'W-9 / yes', ok: (x) => /w-?9|\byes\b/i.test(x) }] : [count(0)];
    },
  },
  {
    domain: 'payouts',
    q: "what's nova's balance",
    expect: async () => {
      const a = await db.ledgerEntry.aggregate({
        where: { account: { userId: await userId('Nova Reyes') } },
        _sum: { amountCents: true },
      });
      return [money(a._sum.amountCents ?? 0n)];
    },
  },
  {
    domain: 'payouts',
    q: 'the $50 payout - what is it waiting on?',
    expect: async () => [{ label: 'approval', ok: (t) => /approv|review/i.test(t) }, money(5000)],
  },
];
