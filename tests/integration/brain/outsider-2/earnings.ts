// Second outsider set: release earnings and royalties (by release, track, artist, store, country, period).
import { db } from '@/lib/platform/db';
import { allocated, earnings, gross, grossBy, has, money, month, oneOf, Q2, Q3 } from '../outsider/needs';
import { type Question } from '../outsider/needs';
import { Q, lastMonth, lastQuarter, moneyOrNone, thisYear } from './helpers';

const rel = async (title: string) => (await db.release.findFirstOrThrow({ where: { title } })).id;
const trk = async (title: string) => (await db.track.findFirstOrThrow({ where: { title } })).id;
const byArtist = async (artist: string) =>
  (await db.release.findMany({ where: { primaryArtist: artist } })).map((r) => r.id);
const sorted = (m: Map<string | null, number>) => [...m].filter(([k]) => k !== null).sort((a, b) => b[1] - a[1]);
const titleOf = async (id: string | null) => (await db.release.findUniqueOrThrow({ where: { id: id! } })).title;
const trackTitle = async (id: string | null) => (await db.track.findUniqueOrThrow({ where: { id: id! } })).title;
const COUNTRY: Record<string, string> = {
  US: 'United States',
  GB: 'United Kingdom',
  DE: 'Germany',
  BR: 'Brazil',
  NG: 'Nigeria',
  CA: 'Canada',
};
async function artistEarnings(artist: string) {
  const ids = await byArtist(artist);
  const u = await db.user.findFirst({ where: { name: artist } });
  return oneOf(
    money(await gross({ releaseId: { in: ids } })),
    money(await allocated({ releaseId: { in: ids } })),
    ...(u ? [money(await allocated({ userId: u.id }))] : []),
  );
}

export const earningQuestions2: Question[] = [
  Q('earnings', 'how much did City of Glass make in Q3', async () => [
    await earnings({ releaseId: await rel('City of Glass'), ...Q3 }),
  ]),
  Q('earnings', 'rev for old roads since june?', async () => [
    await earnings({ releaseId: await rel('Old Roads'), salePeriod: { gte: `${new Date().getUTCFullYear()}-06` } }),
  ]),
  Q('earnings', 'what did we earn last month', async () => {
    const p = lastMonth();
    return [oneOf(moneyOrNone(await gross({ salePeriod: p })), moneyOrNone(await allocated({ salePeriod: p })))];
  }),
  Q('earnings', 'Total royalties this year so far?', async () => [await earnings({ salePeriod: thisYear() })]),
  Q('earnings', 'which release earned the least', async () => {
    const s = sorted(await grossBy('releaseId', { releaseId: { not: null } }));
    return [has(await titleOf(s[s.length - 1][0]))];
  }),
  Q('earnings', 'top 3 tracks in september by revenue', async () => {
    const s = sorted(await grossBy('trackId', { salePeriod: '2026-09', trackId: { not: null } })).slice(0, 3);
    return Promise.all(s.map(async ([id]) => has(await trackTitle(id))));
  }),
  Q('earnings', 'spotify vs apple music - which brought in more in Q2?', async () => {
    const sp = await gross({ store: 'Spotify', ...Q2 });
    const ap = await gross({ store: 'Apple Music', ...Q2 });
    return [has(sp >= ap ? 'Spotify' : 'Apple Music'), money(sp), money(ap)];
  }),
  Q('earnings', 'how much has skyline earned', async () => [await earnings({ trackId: await trk('Skyline') })]),
  Q('earnings', 'youtube music earnings for golden hour in may', async () => [
    await earnings({ releaseId: await rel('Golden Hour'), store: 'YouTube Music', salePeriod: '2026-05' }),
  ]),
  Q('earnings', 'how much revenue came from the UK', async () => [await earnings({ country: 'GB' })]),
  Q('earnings', "what's the midnight set made so far", async () => [await artistEarnings('The Midnight Set')]),
  Q('earnings', 'worst month for royalties this year?', async () => {
    const s = sorted(await grossBy('salePeriod', { salePeriod: thisYear() }));
    return [month(s[s.length - 1][0]!)];
  }),
  Q('earnings', 'Midnight Signals vs Golden Hour, which one made more', async () => {
    const a = await gross({ releaseId: await rel('Midnight Signals') });
    const b = await gross({ releaseId: await rel('Golden Hour') });
    return [has(a >= b ? 'Midnight Signals' : 'Golden Hour')];
  }),
  Q('earnings', 'which country earns us the most', async () => {
    const rows = await db.earningGroup.groupBy({ by: ['country'], _sum: { amountUsd: true } });
    const best = rows.sort((x, y) => Number(y._sum.amountUsd ?? 0) - Number(x._sum.amountUsd ?? 0))[0].country;
    return [oneOf(has(COUNTRY[best] ?? best), { label: best, ok: (t) => new RegExp(`\\b${best}\\b`).test(t) })];
  }),
  Q('earnings', 'royalties last quarter vs the one before', async () => {
    const last = lastQuarter();
    const before = lastQuarter(new Date(`${last[0]}-15T00:00:00Z`));
    return [await earnings({ salePeriod: { in: last } }), await earnings({ salePeriod: { in: before } })];
  }),
  Q('earnings', 'how much does marcus hill get from midnight signals', async () => {
    const share = await db.splitShare.findFirstOrThrow({ where: { name: 'Marcus Hill' } });
    return [money(await allocated({ shareId: share.id }))];
  }),
];
