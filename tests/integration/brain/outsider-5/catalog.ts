// The A&R / catalog manager: releases, tracks, codes, splits and works, as the review queue, release pages,
// splits and rights pages show them.
import { db } from '@/lib/platform/db';
import { count, has, oneOf, type Question } from '../outsider/needs';
import { all, date, declines, duration, periodFromNow } from './checks';

const domain = 'a&r catalog';
const release = (title: string) => db.release.findFirstOrThrow({ where: { title } });
const track = (title: string) => db.track.findFirstOrThrow({ where: { title } });

export const catalog: Question[] = [
  {
    domain,
    q: 'how many releases are waiting on review',
    expect: async () => [count(await db.release.count({ where: { status: 'under_review' } }))],
  },
  {
    domain,
    q: 'upc for city of glass?',
    expect: async () => [has((await release('City of Glass')).upc ?? 'no upc')],
  },
  {
    domain,
    q: 'list the tracks on Midnight Signals',
    expect: async () => {
      const r = await release('Midnight Signals');
      return (await db.track.findMany({ where: { releaseId: r.id } })).map((t) => has(t.title));
    },
  },
  {
    domain,
    q: "who's the main artist on paper planes",
    expect: async () => [has((await release('Paper Planes')).primaryArtist)],
  },
  {
    domain,
    q: 'ISRC of Slow Burn',
    expect: async () => [has((await track('Slow Burn')).isrc ?? 'no isrc')],
  },
  {
    domain,
    q: 'how many tracks does nova reyes have across all her releases',
    expect: async () => [count(await db.track.count({ where: { release: { primaryArtist: 'Nova Reyes' } } }))],
  },
  {
    domain,
    q: 'which releases got rejected and why',
    expect: async () => {
      const rs = await db.release.findMany({ where: { status: 'rejected' } });
      return rs.map((r) => has(r.title));
    },
  },
  {
    domain,
    q: 'when is static blooom coming out',
    expect: async () => [date((await release('Static Bloom')).releaseDate!)],
  },
  {
    domain,
    q: 'which releases have a release date next month',
    expect: async () => {
      const [y, m] = periodFromNow(1).split('-').map(Number);
      const rs = await db.release.findMany({
        where: { releaseDate: { gte: new Date(Date.UTC(y, m - 1, 1)), lt: new Date(Date.UTC(y, m, 1)) } },
      });
      return rs.length ? rs.map((r) => has(r.title)) : [count(0)];
    },
  },
  {
    domain,
    q: 'how long is afterglow',
    expect: async () => [duration((await track('Afterglow')).durationMs ?? 0)],
  },
  {
    domain,
    q: 'how many EPs do we have in the catalog',
    expect: async () => [count(await db.release.count({ where: { releaseType: 'ep' } }))],
  },
  {
    domain,
    q: 'which release has the most tracks',
    expect: async () => {
      const g = await db.track.groupBy({ by: ['releaseId'], _count: { _all: true } });
      const best = g.sort((a, b) => b._count._all - a._count._all)[0];
      return [has((await db.release.findUniqueOrThrow({ where: { id: best.releaseId } })).title)];
    },
  },
  {
    domain,
    q: 'split on satellite hearts?',
    expect: async () => {
      const t = await track('Satellite Hearts');
      const sheet = await db.splitSheet.findFirstOrThrow({ where: { trackId: t.id }, include: { shares: true } });
      return sheet.shares.flatMap((s) => [has(s.name), has(`${s.shareBps / 100}`)]);
    },
  },
  {
    domain,
    q: 'who is the producer on the midnight signals split sheet',
    expect: async () => {
      const r = await release('Midnight Signals');
      const share = await db.splitShare.findFirstOrThrow({ where: { sheet: { releaseId: r.id }, role: 'producer' } });
      return [has(share.name)];
    },
  },
  {
    domain,
    q: 'status of the golden hour work registration',
    expect: async () => {
      const reg = await db.workRegistration.findFirstOrThrow({
        where: { work: { title: { startsWith: 'Golden Hour' } } },
      });
      return [has(reg.status)];
    },
  },
  {
    domain,
    q: 'which tracks still dont have ISRCs',
    expect: async () => (await db.track.findMany({ where: { isrc: null } })).map((t) => has(t.title)),
  },
  {
    domain,
    q: 'how many explicit tracks',
    expect: async () => [count(await db.track.count({ where: { explicit: true } }))],
  },
  {
    domain,
    q: 'genre breakdown of the catalog - whats the biggest genre',
    expect: async () => {
      const g = await db.release.groupBy({ by: ['genre'], _count: { _all: true } });
      const best = g.sort((a, b) => b._count._all - a._count._all)[0];
      return [all(has(best.genre), count(best._count._all))];
    },
  },
  {
    domain,
    q: 'how many pre-saves does northern lights have so far',
    expect: async () => [declines],
  },
  {
    domain,
    q: 'how many musical works are in the rights catalog and do they all have ISWCs',
    expect: async () => {
      const [n, without] = await Promise.all([db.musicalWork.count(), db.musicalWork.count({ where: { iswc: null } })]);
      return [count(n), without ? oneOf(count(without), has('no iswc'), has('without'), has('missing')) : has('iswc')];
    },
  },
];
