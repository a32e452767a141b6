// Streams (the units the stores reported: plays, downloads) of a release, track, artist, store or period, the
// catalogue's total, or ranked ("most streamed track", "streams per store"). Summed from the matched rows of
// completed statement imports (`unitsBy` of royalties), never from money.
import { allPages } from '../../platform/paging';
import { listStatements, unitsBy } from '@/lib/royalties';
import type { Frame } from '../understand/frame';
import { filtersOf } from './earnings-filter';
import { releasesOf, tracksOf } from './entities';
import { staffOnly } from './staff';
import type { Intent, LiveContext } from './types';

type Unit = 'release' | 'track' | 'artist' | 'store' | 'month';
const n = (x: number) => x.toLocaleString('en-US');
const SOURCE = 'units the stores reported in imported statements';

const unitOf = (f: Frame): Unit =>
  f.per && f.per !== 'country'
    ? f.per
    : f.has('store')
      ? 'store'
      : f.has('month')
        ? 'month'
        : f.has('track')
          ? 'track'
          : f.has('artist')
            ? 'artist'
            : 'release';

/** Units per unit for the clause's filters, the most first. */
async function ranked(ctx: LiveContext, unit: Unit, f: Frame): Promise<[string, number][]> {
  const x = await filtersOf(ctx, f);
  const sums = new Map<string, number>();
  const add = (k: string, c: number) => c && sums.set(k, (sums.get(k) ?? 0) + c);
  if (unit === 'store' || unit === 'month') {
    for (const [k, c] of await unitsBy(unit === 'store' ? 'store' : 'salePeriod', x.filter)) add(k, c);
  } else if (unit === 'track') {
    const per = await unitsBy('trackId', { ...x.filter, trackIds: undefined });
    const only = x.named && x.filter.releaseIds ? new Set(x.filter.releaseIds) : null;
    for (const t of await tracksOf(ctx)) if (!only || only.has(t.releaseId)) add(t.title, per.get(t.id) ?? 0);
  } else {
    const per = await unitsBy('releaseId', x.filter);
    for (const r of await releasesOf(ctx)) add(unit === 'artist' ? r.primaryArtist : r.title, per.get(r.id) ?? 0);
  }
  return [...sums].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export const streamsIntent: Intent = {
  key: 'streams',
  description: 'Streams (units reported by the stores) of a release, track, artist, store or period, or ranked.',
  // "least played track by revenue": a money word with "played" is an earnings ranking.
  matches: (f) =>
    f.has('stream') && (!f.has('earn') || /\b(?:streams?|streamed|streaming|units|downloads)\b/i.test(f.raw)),
  async answer(ctx, _id, f) {
    if (!f) return null;
    const denied = staffOnly(ctx, this.key, 'the stores’ stream counts');
    if (denied) return denied;
    const link = { href: '/royalty-statements', label: 'Royalty statements' };
    const x = await filtersOf(ctx, f);
    const when = f.period ? ` ${f.period.label}` : '';
    // "streams on tidal in 2019": no imported statement covers that store and period, so no count exists.
    const covered = (await allPages(listStatements)).some(
      (s) =>
        s.status === 'completed' &&
        (!x.store || s.store.toLowerCase() === x.store.toLowerCase()) &&
        (!f.period?.from || s.period >= f.period.from) &&
        (!f.period?.to || s.period <= f.period.to),
    );
    if (!covered)
      return {
        intent: this.key,
        unresolved: true,
        text: `No imported statement covers${x.store ? ` ${x.store}` : ''}${when}, so I have no stream count for it and can't answer that (no data).`,
        link,
      };
    if (f.order || f.per || f.top) {
      const unit = unitOf(f);
      const list = await ranked(ctx, unit, f);
      if (!list.length) return { intent: this.key, text: `No streams are reported${when} yet.`, link };
      const ordered = f.order === 'least' ? [...list].reverse() : list;
      const quote = (s: string) => (unit === 'release' || unit === 'track' ? `"${s}"` : s);
      const rows = ordered.slice(0, Math.min(f.top ?? (f.per ? 12 : 5), ordered.length));
      const head = f.per
        ? `Streams by ${unit}${x.about.length ? ` for ${x.about.join(' and ')}` : ''}${x.store ? ` on ${x.store}` : ''}${when}`
        : `The ${unit} with the ${f.order === 'least' ? 'fewest' : 'most'} streams${x.store ? ` on ${x.store}` : ''}${when} is ${quote(ordered[0][0])} with ${n(ordered[0][1])} streams`;
      return {
        intent: this.key,
        text: `${head} (${SOURCE}): ${rows.map(([k, c], i) => `${i + 1}. ${quote(k)} ${n(c)}`).join('; ')}.`,
        link,
      };
    }
    const per = await unitsBy(x.filter.trackIds ? 'trackId' : 'releaseId', x.filter);
    const total = [...per.values()].reduce((s, c) => s + c, 0);
    const who = x.about.length ? x.about.join(' and ') : 'The catalogue';
    return {
      intent: this.key,
      text: `${who} had ${n(total)} ${total === 1 ? 'stream' : 'streams'}${x.store ? ` on ${x.store}` : ''}${when} (${SOURCE}).`,
      link,
    };
  },
};
