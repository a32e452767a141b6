// Checkers of the money and catalogue questions: each computes, from the database at test time, what a
// right answer must contain (Prisma reads and the pages' own labels; no figure is written down here).
import { db } from '@/lib/platform/db';
import { releaseStatusLabel, isLive } from '@/lib/distribution';
import { count, inPeriod, money, name, periodOf, before, type Need } from './expect';

export type Check = (...args: string[]) => Promise<(Need | ((text: string) => boolean))[]>;

async function allocations(period?: string) {
  const p = periodOf(period);
  const rows = await db.earningAllocation.findMany({
    select: { releaseId: true, trackId: true, amountCents: true, salePeriod: true },
  });
  return rows.filter((r) => inPeriod(r.salePeriod, p));
}
const releases = () =>
  db.release.findMany({
    select: { id: true, title: true, primaryArtist: true, status: true, releaseDate: true, submittedAt: true },
  });

function ranked<K>(rows: { key: K; cents: number }[]) {
  const sums = new Map<K, number>();
  for (const r of rows) sums.set(r.key, (sums.get(r.key) ?? 0) + r.cents);
  return [...sums].filter(([, c]) => c > 0).sort((a, b) => b[1] - a[1]);
}
async function byRelease(period?: string) {
  const rel = new Map((await releases()).map((r) => [r.id, r]));
  const rows = (await allocations(period)).filter((a) => a.releaseId && rel.has(a.releaseId));
  return ranked(rows.map((a) => ({ key: rel.get(a.releaseId!)!.title, cents: a.amountCents })));
}
async function byArtist(period?: string) {
  const rel = new Map((await releases()).map((r) => [r.id, r]));
  const rows = (await allocations(period)).filter((a) => a.releaseId && rel.has(a.releaseId));
  return ranked(rows.map((a) => ({ key: rel.get(a.releaseId!)!.primaryArtist, cents: a.amountCents })));
}
async function byTrack(period?: string) {
  const tracks = new Map((await db.track.findMany({ select: { id: true, title: true } })).map((t) => [t.id, t.title]));
  const rows = (await allocations(period)).filter((a) => a.trackId && tracks.has(a.trackId));
  return ranked(rows.map((a) => ({ key: tracks.get(a.trackId!)!, cents: a.amountCents })));
}
const pick = <T>(list: [T, number][], which: string) => (which === 'least' ? list[list.length - 1] : list[0]);
const releaseByTitle = async (t: string) => (await releases()).find((r) => r.title === t)!;
const label = (r: { status: Parameters<typeof releaseStatusLabel>[0]; releaseDate: Date | null }) =>
  releaseStatusLabel(r.status, r.releaseDate);
const queue = async () =>
  (await releases())
    .filter((r) => r.status === 'uploaded' || r.status === 'under_review')
    .sort((a, b) => (a.submittedAt?.getTime() ?? Infinity) - (b.submittedAt?.getTime() ?? Infinity));

export const moneyChecks: Record<string, Check> = {
  async releaseGross(title, period) {
    const r = await releaseByTitle(title);
    const cents = (await allocations(period))
      .filter((a) => a.releaseId === r.id)
      .reduce((s, a) => s + a.amountCents, 0);
    return [name(title), money(cents)];
  },
  async totalEarnings(period) {
    return [money((await allocations(period)).reduce((s, a) => s + a.amountCents, 0))];
  },
  async artistGross(artist, period) {
    const ids = new Set((await releases()).filter((r) => r.primaryArtist === artist).map((r) => r.id));
    const cents = (await allocations(period))
      .filter((a) => a.releaseId && ids.has(a.releaseId))
      .reduce((s, a) => s + a.amountCents, 0);
    return [name(artist), money(cents)];
  },
  async trackGross(track) {
    const [hit] = (await byTrack()).filter(([t]) => t === track);
    return [name(track), money(hit?.[1] ?? 0)];
  },
  async rankArtist(which, period) {
    const [who, cents] = pick(await byArtist(period), which);
    return [name(who), money(cents)];
  },
  async rankRelease(which, period) {
    const [t, cents] = pick(await byRelease(period), which);
    return [name(t), money(cents)];
  },
  async rankTrack(which, period) {
    const [t, cents] = pick(await byTrack(period), which);
    return [name(t), money(cents)];
  },
  async topReleases(n) {
    const list = (await byRelease()).slice(0, Number(n));
    return [
      before(
        list[0][0],
        list.slice(1).map((x) => x[0]),
      ),
      ...list.map(([t]) => name(t)),
    ];
  },
  async topTracks(n) {
    const list = (await byTrack()).slice(0, Number(n));
    return [
      before(
        list[0][0],
        list.slice(1).map((x) => x[0]),
      ),
      ...list.map(([t]) => name(t)),
    ];
  },
  async topArtists(n) {
    const list = (await byArtist()).slice(0, Number(n));
    return [
      before(
        list[0][0],
        list.slice(1).map((x) => x[0]),
      ),
      ...list.map(([t]) => name(t)),
    ];
  },
  async compareReleases(a, b) {
    const all = new Map(await byRelease());
    return [money(all.get(a) ?? 0), money(all.get(b) ?? 0), name(a), name(b)];
  },
  async compareArtists(a, b) {
    const all = new Map(await byArtist());
    return [money(all.get(a) ?? 0), money(all.get(b) ?? 0)];
  },
  async releaseStatus(title) {
    return [name(title), label(await releaseByTitle(title))];
  },
  async waitingOn(who) {
    const all = await releases();
    const mine = all.filter((r) => r.title === who || r.primaryArtist === who);
    const open = mine.filter((r) => !isLive(r.status, r.releaseDate) && r.status !== 'draft');
    return open.flatMap((r) => [name(r.title)]).concat(open.length ? [] : [name(who)]);
  },
  async liveCount() {
    const n = (await releases()).filter((r) => isLive(r.status, r.releaseDate)).length;
    return [count(n, 'releases?|live')];
  },
  async releaseCount() {
    return [count((await releases()).length, 'releases?')];
  },
  async statusCount(what) {
    const n = (await releases()).filter((r) => label(r).toLowerCase().startsWith(what)).length;
    return [count(n, `releases?|${what}`)];
  },
  async statusList(what) {
    const list = (await releases()).filter((r) => label(r).toLowerCase().startsWith(what));
    return list.length ? list.map((r) => name(r.title)) : [count(0, 'releases?')];
  },
  async reviewQueue() {
    const q = await queue();
    return [count(q.length, 'releases?'), ...q.slice(0, 10).map((r) => name(r.title))];
  },
  async reviewFirst() {
    const q = await queue();
    if (!q.length) return [count(0, 'releases?')];
    return [
      name(q[0].title),
      before(
        q[0].title,
        q.slice(1).map((r) => r.title),
      ),
    ];
  },
  async failedDeliveries() {
    const d = await db.delivery.findMany({
      where: { status: { in: ['failed', 'rejected'] } },
      include: { release: true },
    });
    return [count(d.length, 'deliver(?:y|ies)'), ...d.slice(0, 10).map((x) => name(x.release.title))];
  },
  async storeDeliveries(store) {
    const n = await db.delivery.count({ where: { store: { name: store }, status: 'acknowledged' } });
    return [name(store), count(n, 'releases?|deliver|acknowledged')];
  },
  async deliveriesByStore() {
    const stores = await db.store.findMany({ where: { deliveries: { some: {} } }, select: { name: true } });
    return stores.map((s) => name(s.name));
  },
  async releaseStores(title) {
    const r = await releaseByTitle(title);
    const d = await db.delivery.findMany({ where: { releaseId: r.id }, include: { store: true } });
    const acked = d.filter((x) => x.status === 'acknowledged').length;
    const failed = d.filter((x) => x.status === 'failed' || x.status === 'rejected').map((x) => name(x.store.name));
    return [name(title), count(acked, 'stores?'), ...failed];
  },
  async deliveryCount(which) {
    const status = which === 'moving' ? ['queued', 'sending', 'delivered'] : [which];
    const n = await db.delivery.count({ where: { status: { in: status as never } } });
    return [count(n, 'deliver(?:y|ies)')];
  },
  async storeCount() {
    return [count(await db.store.count({ where: { enabled: true } }), 'stores?')];
  },
};
