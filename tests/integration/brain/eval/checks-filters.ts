// Checkers of earnings questions with filters combined (a release, track or artist + a store + a period),
// rankings of stores and months, and comparisons of two months: each computes its figure from the
// allocations in the database at test time.
import { db } from '@/lib/platform/db';
import { formatMoney } from '@/lib/platform/format';
import type { Check } from './checks-money';
import { inPeriod, money, name, periodOf } from './expect';

const NONE = '-';

async function rows(store?: string, period?: string) {
  const p = periodOf(period === NONE ? undefined : period);
  const all = await db.earningAllocation.findMany({
    select: { releaseId: true, trackId: true, store: true, salePeriod: true, amountCents: true },
  });
  return all.filter((r) => inPeriod(r.salePeriod, p) && (!store || store === NONE || r.store === store));
}

async function selector(
  kind: string,
  who: string,
): Promise<(r: { releaseId: string | null; trackId: string | null }) => boolean> {
  if (kind === 'release') {
    const r = await db.release.findFirstOrThrow({ where: { title: who }, select: { id: true } });
    return (x) => x.releaseId === r.id;
  }
  if (kind === 'artist') {
    const ids = new Set(
      (await db.release.findMany({ where: { primaryArtist: who }, select: { id: true } })).map((r) => r.id),
    );
    return (x) => !!x.releaseId && ids.has(x.releaseId);
  }
  if (kind === 'track') {
    const ids = new Set((await db.track.findMany({ where: { title: who }, select: { id: true } })).map((t) => t.id));
    return (x) => !!x.trackId && ids.has(x.trackId);
  }
  return (x) => !!x.releaseId;
}

const sorted = (m: Map<string, number>) => [...m].filter(([, c]) => c > 0).sort((a, b) => b[1] - a[1]);

export const filterChecks: Record<string, Check> = {
  /** kind (release|artist|track|-), name, store, period: the gross of everything the filters select. */
  async grossWhere(kind, who, store, period) {
    const pick = await selector(kind, who);
    const cents = (await rows(store, period)).filter(pick).reduce((s, r) => s + r.amountCents, 0);
    return [money(cents), ...(kind !== NONE ? [name(who)] : []), ...(store && store !== NONE ? [name(store)] : [])];
  },
  /** The store that paid the most (or least) in a period, with its figure. */
  async rankStore(which, period) {
    const m = new Map<string, number>();
    for (const r of await rows(undefined, period))
      if (r.releaseId) m.set(r.store, (m.get(r.store) ?? 0) + r.amountCents);
    const list = sorted(m);
    const [s, c] = which === 'least' ? list[list.length - 1] : list[0];
    return [name(s), money(c)];
  },
  /** An artist's best sale month: its figure. */
  async bestMonth(kind, who) {
    const pick = await selector(kind, who);
    const m = new Map<string, number>();
    for (const r of (await rows()).filter(pick)) m.set(r.salePeriod, (m.get(r.salePeriod) ?? 0) + r.amountCents);
    const [month, c] = sorted(m)[0];
    return [month, money(c)];
  },
  /** Two months compared: both figures and the direction with the difference. */
  async monthsCompare(a, b) {
    const total = async (p: string) =>
      (await rows(undefined, p)).filter((r) => r.releaseId).reduce((s, r) => s + r.amountCents, 0);
    const [ca, cb] = [await total(a), await total(b)];
    const dir = cb > ca ? 'up' : cb < ca ? 'down' : 'same';
    return [
      money(ca),
      money(cb),
      new RegExp(`${dir}[^.]*${formatMoney(Math.abs(cb - ca)).replace(/[$.]/g, '\\$&')}`, 'i'),
    ];
  },
};
