// The filters of an earnings question, combined: the named releases, tracks or artists, the store ("on
// spotify", "from deezer"), the period ("Q2 2026", "in august") and, for a comparison of periods, the months
// named ("august vs september"). Every figure is gross (all contributors' allocations from imported statements).
import { formatMoney } from '../../platform/format';
import { earningsBy, type EarningsFilter } from '@/lib/royalties';
import type { Frame } from '../understand/frame';
import { periodsIn } from '../understand/time';
import { catalogueNames } from './areas';
import { mentioned, releasesOf, tracksOf, type Entity } from './entities';
import { normalize } from './text';
import { plural, type LiveContext } from './types';

/** An artist's own share asked for: "net", "take home", "their cut / share", "after splits". */
const NET = /\bnet\b|\btake[- ]?home\b|\b(?:their|his|her|own) (?:share|cut)\b|\bafter (?:the )?splits\b/i;

export interface Filters {
  /** What the figure is about, as the answer names it ("Nova Reyes", "\"Golden Hour\""); empty = the catalogue */
  about: string[];
  store: string | null;
  filter: EarningsFilter;
  /** How the answer names store and period: " on Spotify in Q2 2026" */
  scope: string;
  /** The clause named a release, track or artist */
  named: boolean;
  namedReleasesOnly: boolean;
  /** One artist alone: their releases' titles by id, for the per-release breakdown */
  /** One artist alone: their releases' titles by id, for the per-release breakdown; with their account and
   * whether their own net was asked ("kairo's net earnings q3") */
  artistReleases?: { name: string; titles: Map<string, string>; ownerId?: string; net: boolean };
}

/** The store a clause names by its first word at least ("on spotify", "apple music", "from deezer"). */
async function storeIn(ctx: LiveContext, f: Frame): Promise<string | null> {
  const raw = normalize(f.raw).split(' ');
  const hit = (await mentioned(ctx, 'store', f.raw)).find((s) => raw.includes(normalize(s.name).split(' ')[0]));
  return hit?.name ?? null;
}

const byNormal = (a: string, b: string) => normalize(a) === normalize(b);

/** The filters a clause sets; the period is the frame's unless `period` overrides it. */
export async function filtersOf(ctx: LiveContext, f: Frame, period = f.period): Promise<Filters> {
  const names = await catalogueNames(ctx, f);
  const store = await storeIn(ctx, f);
  // A store's name is no artist or track ("Deezer" the store, not a title that contains it).
  const keep = (e: Entity) => !store || !byNormal(e.name, store);
  const releases = names.releases.filter(keep);
  const artists = names.artists.filter(keep);
  const tracks = names.tracks.filter(keep);
  const filter: EarningsFilter = { from: period?.from, to: period?.to, ...(store ? { store } : {}) };
  const about: string[] = [];
  if (releases.length || artists.length) {
    const all = await releasesOf(ctx);
    const ids = new Set(releases.map((r) => r.id));
    for (const a of artists) for (const r of all) if (byNormal(r.primaryArtist, a.name)) ids.add(r.id);
    filter.releaseIds = [...ids];
    about.push(...artists.map((a) => a.name), ...releases.map((r) => `"${r.name}"`));
  } else if (tracks.length) {
    const all = await tracksOf(ctx);
    filter.trackIds = tracks.map((t) => t.id).filter((id) => all.some((x) => x.id === id));
    about.push(...tracks.map((t) => `the track "${t.name}"`));
  } else {
    // The catalogue the user may see.
    filter.releaseIds = (await releasesOf(ctx)).map((r) => r.id);
  }
  const one = artists.length === 1 && !releases.length ? artists[0].name : null;
  const artistReleases = one
    ? {
        name: one,
        titles: new Map(
          (await releasesOf(ctx)).filter((r) => byNormal(r.primaryArtist, one)).map((r) => [r.id, r.title]),
        ),
        ownerId: (await releasesOf(ctx)).find((r) => byNormal(r.primaryArtist, one))?.ownerId,
        net: NET.test(f.raw),
      }
    : undefined;
  const scope = `${store ? ` on ${store}` : ''}${period ? ` ${period.label}` : ''}`;
  const named = releases.length + artists.length + tracks.length > 0;
  const namedReleasesOnly = named && !artists.length && !tracks.length;
  return { about, store, filter, scope, named, namedReleasesOnly, artistReleases };
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((s, c) => s + c, 0);

/** The gross a set of filters selects. */
async function filteredCents(x: Filters): Promise<number> {
  return sum(await earningsBy(x.filter.trackIds ? 'trackId' : 'releaseId', x.filter));
}

/** "Total earnings of Nova Reyes on Spotify in Q2 2026: $12.34 (gross ...)." */
export async function filteredTotalText(x: Filters): Promise<string> {
  if (x.artistReleases) {
    // One artist: their releases together, then each release's part, the most first.
    const { name, titles } = x.artistReleases;
    const per = await earningsBy('releaseId', x.filter);
    const gross = [...titles.keys()].reduce((s, id) => s + (per.get(id) ?? 0), 0);
    const each = [...titles]
      .filter(([id]) => per.get(id))
      .sort((a, b) => per.get(b[0])! - per.get(a[0])!)
      .map(([id, t]) => `"${t}" ${formatMoney(per.get(id)!)}`);
    // "kairo's net earnings q3", "what did Nova take home": what was credited to the artist's account (their
    // shares on every release, features on others' included), beside their releases' gross.
    const { ownerId, net } = x.artistReleases;
    const own = ownerId && net ? ((await earningsBy('userId', x.filter)).get(ownerId) ?? 0) : null;
    const mine =
      own === null
        ? ''
        : ` ${name}'s own net earnings${x.scope}: ${formatMoney(own)} (credited to their account from their shares).`;
    return `${name}'s ${plural(titles.size, 'release')} earned ${formatMoney(gross)} gross${x.scope} (all contributors, from imported store statements)${each.length ? `: ${each.join(', ')}` : ''}.${mine}`;
  }
  const cents = await filteredCents(x);
  const who = x.about.length ? x.about.join(' and ') : 'all releases';
  return `${who} earned ${formatMoney(cents)}${x.scope} (gross, all contributors, from imported store statements).`;
}

/** Two or more months or quarters named in a comparison ("august vs september, up or down?"): each month's gross. */
export async function periodComparison(ctx: LiveContext, f: Frame): Promise<string | null> {
  // Earlier month first: "up or down" reads from the earlier to the later.
  const months = periodsIn(f.text).sort((a, b) => a.from!.localeCompare(b.from!));
  if (months.length < 2) return null;
  const rows: [string, number][] = [];
  for (const p of months) rows.push([p.label, await filteredCents(await filtersOf(ctx, f, p))]);
  const base = await filtersOf(ctx, f, null);
  const who = base.about.length ? base.about.join(' and ') : 'All releases';
  const [[la, a], [lb, b]] = rows;
  const trend =
    a === b ? 'the same' : b > a ? `up ${formatMoney(b - a)} from ${la}` : `down ${formatMoney(a - b)} from ${la}`;
  const each = rows.map(([l, c]) => `${l}: ${formatMoney(c)}`).join('; ');
  return `${who}${base.store ? ` on ${base.store}` : ''}, ${lb} against ${la}: ${trend} (${each}; gross, all contributors, from imported store statements).`;
}
