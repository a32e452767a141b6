// Catalog, releases and their status: 15 questions.
import { db } from '@/lib/platform/db';
import { anyCount, count, declines, each, has, oneOf, uid, type Ask } from './kit';

const D = 'catalog';
const titles = async (where: object) =>
  (await db.release.findMany({ where, orderBy: { title: 'asc' } })).map((r) => r.title);

export const catalogAsks: Ask[] = [
  { domain: D, q: 'how many releases do we have in total', expect: async () => [count(await db.release.count())] },
  {
    domain: D,
    q: 'which releases are stuck in review',
    expect: async () => each(await titles({ status: 'under_review' })),
  },
  {
    domain: D,
    q: 'list the rejected releases and the reason',
    expect: async () => {
      const r = await db.release.findMany({ where: { status: 'rejected' } });
      return [...each(r.map((x) => x.title)), ...r.map(() => has('artwork'))];
    },
  },
  {
    domain: D,
    q: 'how many singles and how many albums',
    expect: async () => [
      count(await db.release.count({ where: { releaseType: 'single' } })),
      count(await db.release.count({ where: { releaseType: 'album' } })),
    ],
  },
  {
    domain: D,
    q: 'how many releases are live in stores right now',
    expect: async () => {
      const now = new Date();
      return [
        anyCount(
          await db.release.count({ where: { status: 'distributed' } }),
          await db.release.count({ where: { status: 'distributed', releaseDate: { lte: now } } }),
        ),
      ];
    },
  },
  {
    domain: D,
    q: 'who owns static bloom',
    expect: async () => {
      const r = await db.release.findFirstOrThrow({ where: { title: 'Static Bloom' }, include: { owner: true } });
      return [has(r.owner.name)];
    },
  },
  {
    domain: D,
    q: 'tracks on city of glass?',
    expect: async () => {
      const t = await db.track.findMany({ where: { release: { title: 'City of Glass' } } });
      return [
        oneOf(count(t.length), {
          label: 'every track title',
          ok: (s) => each(t.map((x) => x.title)).every((n) => n.ok(s)),
        }),
      ];
    },
  },
  { domain: D, q: 'any drafts sitting around', expect: async () => each(await titles({ status: 'draft' })) },
  {
    domain: D,
    q: 'how many releases does nova reys have',
    expect: async () => [count(await db.release.count({ where: { ownerId: await uid('artist@demo.test') } }))],
  },
  {
    domain: D,
    q: 'which release has the most tracks',
    expect: async () => {
      const r = await db.release.findMany({ include: { _count: { select: { tracks: true } } } });
      return [has(r.sort((a, b) => b._count.tracks - a._count.tracks)[0].title)];
    },
  },
  {
    domain: D,
    q: 'what releases are dropping in december',
    expect: async () =>
      each(
        await titles({ releaseDate: { gte: new Date('2026-12-01T00:00:00Z'), lt: new Date('2027-01-01T00:00:00Z') } }),
      ),
  },
  {
    domain: D,
    q: 'isrc for slow burn',
    expect: async () => [has((await db.track.findFirstOrThrow({ where: { title: 'Slow Burn' } })).isrc ?? 'no ISRC')],
  },
  {
    domain: D,
    q: 'Golden Hour UPC?',
    expect: async () => [has((await db.release.findFirstOrThrow({ where: { title: 'Golden Hour' } })).upc ?? 'no UPC')],
  },
  {
    domain: D,
    q: 'what genre is old roads',
    expect: async () => [has((await db.release.findFirstOrThrow({ where: { title: 'Old Roads' } })).genre)],
  },
  {
    domain: D,
    q: 'how many times was golden hour shazamed last month',
    expect: async () => [declines],
  },
];
