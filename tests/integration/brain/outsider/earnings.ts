// Outsider questions on earnings and royalties (by release, track, artist, store and period).
import { db } from '@/lib/platform/db';
import {
  type Question,
  allocated,
  earnings,
  gross,
  grossBy,
  has,
  money,
  month,
  oneOf,
  Q2,
  Q3,
  releaseId,
  top,
  trackId,
  userId,
} from './needs';

export const earningQuestions: Question[] = [
  {
    domain: 'earnings',
    q: 'how much has Midnight Signals made all time?',
    expect: async () => [await earnings({ releaseId: await releaseId('Midnight Signals') })],
  },
  {
    domain: 'earnings',
    q: 'golden hour royalties for july pls',
    expect: async () => [await earnings({ releaseId: await releaseId('Golden Hour'), salePeriod: '2026-07' })],
  },
  {
    domain: 'earnings',
    q: "what's Kairo James earned so far",
    expect: async () => {
      const kairo = await userId('Kairo James');
      const rel = (await db.release.findMany({ where: { primaryArtist: 'Kairo James' } })).map((r) => r.id);
      return [
        oneOf(
          money(await allocated({ userId: kairo })),
          money(await gross({ releaseId: { in: rel } })),
          money(await allocated({ releaseId: { in: rel } })),
        ),
      ];
    },
  },
  {
    domain: 'earnings',
    q: 'top earning track last quarter?',
    expect: async () => {
      const id = top(await grossBy('trackId', { ...Q3, trackId: { not: null } }));
      return [has((await db.track.findUniqueOrThrow({ where: { id: id! } })).title)];
    },
  },
  {
    domain: 'earnings',
    q: 'which store paid us the most in august',
    expect: async () => [has(top(await grossBy('store', { salePeriod: '2026-08' }))!)],
  },
  {
    domain: 'earnings',
    q: 'total royalties Q2 2026',
    expect: async () => [await earnings(Q2)],
  },
  {
    domain: 'earnings',
    q: 'earnings sept vs aug, are we up or down?',
    expect: async () => [await earnings({ salePeriod: '2026-09' }), await earnings({ salePeriod: '2026-08' })],
  },
  {
    domain: 'earnings',
    q: 'how much did Satellite Hearts earn on spotify',
    expect: async () => [await earnings({ trackId: await trackId('Satellite Hearts'), store: 'Spotify' })],
  },
  {
    domain: 'earnings',
    q: "nova reyes's best month?",
    expect: async () => {
      const rel = (await db.release.findMany({ where: { primaryArtist: 'Nova Reyes' } })).map((r) => r.id);
      const byGross = top(await grossBy('salePeriod', { releaseId: { in: rel } }))!;
      const nova = await userId('Nova Reyes');
      const rows = await db.earningAllocation.groupBy({
        by: ['salePeriod'],
        where: { userId: nova },
        _sum: { amountCents: true },
      });
      const byAlloc = top(new Map(rows.map((r) => [r.salePeriod, r._sum.amountCents ?? 0])));
      return [oneOf(month(byGross), month(byAlloc))];
    },
  },
  {
    domain: 'earnings',
    q: 'top 3 releases by revenue',
    expect: async () => {
      const m = await grossBy('releaseId', { releaseId: { not: null } });
      const ids = [...m].sort((a, b) => b[1] - a[1]).slice(0, 3);
      const rels = await db.release.findMany({ where: { id: { in: ids.map(([id]) => id!) } } });
      return rels.map((r) => has(r.title));
    },
  },
  {
    domain: 'earnings',
    q: 'how much have we made from deezer in total',
    expect: async () => [await earnings({ store: 'Deezer' })],
  },
  {
    domain: 'earnings',
    q: "who's our #1 artist by royalties this year",
    expect: async () => {
      const m = await grossBy('releaseId', { releaseId: { not: null } });
      const rels = await db.release.findMany({ select: { id: true, primaryArtist: true } });
      const byArtist = new Map<string, number>();
      for (const r of rels) byArtist.set(r.primaryArtist, (byArtist.get(r.primaryArtist) ?? 0) + (m.get(r.id) ?? 0));
      return [has(top(byArtist))];
    },
  },
];
