// Earnings broken down, averaged or as a share: "earnings by store", "revenue per month this year",
// "monthly royalties trend", "avg earnings per release", "what % of revenue comes from spotify". Every figure
// is gross (all contributors' allocations from imported statements), for the clause's period and filters.
import { formatMoney } from '../../platform/format';
import { earningsBy } from '@/lib/royalties';
import type { Frame } from '../understand/frame';
import { aboutOtherArea } from './areas';
import { ranking } from './earnings-aggregate';
import { filteredTotalText, filtersOf } from './earnings-filter';
import { releasesOf, tracksOf } from './entities';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

type Unit = 'release' | 'track' | 'artist' | 'store' | 'month';
const GROSS = 'gross, all contributors, from imported store statements';
const link = { href: '/projects', label: 'Projects' };
const pct = (part: number, whole: number) => (whole ? `${Math.round((part * 1000) / whole) / 10} %` : '0 %');
const monthLabel = (p: string) =>
  `${new Date(`${p}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${p.slice(0, 4)}`;
const named = (unit: Unit, name: string) =>
  unit === 'month' ? monthLabel(name) : unit === 'store' || unit === 'artist' ? name : `"${name}"`;

/** The unit a breakdown or an average is over: the one named after "per/by/each", else the clause's noun. */
function unitOf(f: Frame): Unit | null {
  if (f.per && f.per !== 'country') return f.per;
  if (!f.average) return null;
  return f.has('store')
    ? 'store'
    : f.has('track')
      ? 'track'
      : f.has('artist')
        ? 'artist'
        : f.has('release')
          ? 'release'
          : 'month';
}

/** How many of the unit there are in the catalogue (an average over all, not only those with earnings). */
async function catalogueSize(ctx: Parameters<Intent['answer']>[0], unit: Unit): Promise<number | null> {
  if (unit === 'release') return (await releasesOf(ctx)).length;
  if (unit === 'track') return (await tracksOf(ctx)).length;
  if (unit === 'artist') return new Set((await releasesOf(ctx)).map((r) => r.primaryArtist)).size;
  return null;
}

export const earningsBreakdownIntent: Intent = {
  key: 'earnings-breakdown',
  description:
    "Gross earnings broken down by store, month, release, track or artist ('revenue per store', 'monthly royalties'), an average per unit, or a store's or a name's share of the total.",
  matches: (f) =>
    f.has('earn', 'paid') &&
    (!!(f.per && f.per !== 'country') || f.average || f.share) &&
    (!aboutOtherArea(f) || (f.has('paid') && !f.has('payout', 'order', 'service', 'student'))),
  async answer(ctx, _id, f) {
    if (!f) return null;
    const denied = staffOnly(ctx, this.key, 'earnings of the whole catalogue');
    if (denied) return denied;
    const when = f.period ? ` ${f.period.label}` : '';
    const x = await filtersOf(ctx, f);
    const unit = unitOf(f);
    if (!unit) {
      // A share: the named store's or names' gross against the whole catalogue's, same period.
      if (!x.store && !x.named) return null;
      const part = await filteredTotalText(x);
      // The whole is the names' gross when a store narrows them ("% of Golden Hour's money from Apple").
      const sumOf = async (filter: typeof x.filter) =>
        [...(await earningsBy(filter.trackIds ? 'trackId' : 'releaseId', filter)).values()].reduce((s, c) => s + c, 0);
      const whole =
        x.named && x.store
          ? await sumOf({ ...x.filter, store: undefined })
          : (await ranking(ctx, 'release', { ...f, raw: '' })).reduce((s, [, c]) => s + c, 0);
      const of = x.named && x.store ? ` of ${x.about.join(' and ')}'s` : ' of the';
      const cents = [...(await earningsBy(x.filter.trackIds ? 'trackId' : 'releaseId', x.filter)).values()].reduce(
        (s, c) => s + c,
        0,
      );
      return {
        intent: this.key,
        text: `${part} That is ${pct(cents, whole)}${of} total ${formatMoney(whole)}${when} (${GROSS}).`,
        link,
      };
    }
    let list = await ranking(ctx, unit, f);
    if (unit === 'month') list = [...list].sort((a, b) => a[0].localeCompare(b[0]));
    const total = list.reduce((s, [, c]) => s + c, 0);
    const of = x.about.length && (unit === 'store' || unit === 'month') ? ` for ${x.about.join(' and ')}` : '';
    const scope = `${of}${x.store && unit !== 'store' ? ` on ${x.store}` : ''}${when}`;
    if (!list.length) return { intent: this.key, text: `No earnings${scope} yet.`, link };
    const rows = list.map(([k, c], i) => `${i + 1}. ${named(unit, k)} ${formatMoney(c)} (${pct(c, total)})`);
    const head = `Earnings by ${unit}${scope} (${GROSS}): ${rows.join('; ')}. Total ${formatMoney(total)} over ${plural(list.length, unit)} with earnings.`;
    if (!f.average) return { intent: this.key, text: head, link };
    const size = await catalogueSize(ctx, unit);
    const avg = Math.round(total / list.length);
    const overAll =
      size && size > list.length
        ? ` Over all ${plural(size, unit)} of the catalogue (with or without earnings): ${formatMoney(Math.round(total / size))} each.`
        : '';
    return {
      intent: this.key,
      text: `Average per ${unit}${scope}: ${formatMoney(avg)} (${formatMoney(total)} over ${plural(list.length, unit)} with earnings; ${GROSS}).${overAll} ${head}`,
      link,
    };
  },
};
