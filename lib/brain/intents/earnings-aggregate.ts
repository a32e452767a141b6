// Earnings over the catalogue: the total ("total royalties across all releases", "how much did we make in
// September"), a ranking ("which track made the most money", "which artist earns the least", "top 3
// releases last quarter") and a comparison ("who earned more, Golden Hour or Old Roads?"). Gross: every
// contributor's allocation from imported statements, the figure of the projects page, for the period asked.
import { formatMoney } from '../../platform/format';
import { allPages } from '../../platform/paging';
import { artistsWithEarnings, earningsBy, earningsBySplitPayee } from '../../royalties';
import type { Frame } from '../understand/frame';
import { aboutOtherArea, catalogueNames } from './areas';
import { byCount } from './catalogue-counts';
import { byName, mentioned, releasesOf, tracksOf } from './entities';
import { captured, NAME_SIMILARITY, quotedName, similarity } from './text';
import { canonical, isVocabulary } from '../understand/normalise';
import { periodOf } from '../understand/time';
import { filteredTotalText, filtersOf, periodComparison } from './earnings-filter';
import { staffOnly } from './staff';
import { plural, type Intent, type LiveContext } from './types';

type Unit = 'release' | 'track' | 'artist' | 'store' | 'month';
const GROSS = 'gross, all contributors, from imported store statements';

/**
 * Earnings per release title, track title, artist, store or month for the frame's filters (period, store,
 * named releases/artists/tracks for stores and months), the most first, zero left out.
 */
export async function ranking(ctx: LiveContext, unit: Unit, f?: Frame): Promise<[string, number][]> {
  const x = f ? await filtersOf(ctx, f) : null;
  const base = { ...(f?.period ?? {}), ...(x?.store ? { store: x.store } : {}) };
  const sums = new Map<string, number>();
  const add = (k: string, c: number) => sums.set(k, (sums.get(k) ?? 0) + c);
  if (unit === 'store' || unit === 'month') {
    const cents = await earningsBy(unit === 'store' ? 'store' : 'salePeriod', x?.filter ?? base);
    for (const [k, c] of cents) if (c) add(k, c);
  } else if (unit === 'track') {
    // "Midnight Signals per track": the named releases' (or artists') tracks only.
    const only = x?.named && x.filter.releaseIds ? new Set(x.filter.releaseIds) : null;
    const cents = await earningsBy('trackId', base);
    for (const t of await tracksOf(ctx))
      if (cents.get(t.id) && (!only || only.has(t.releaseId))) add(t.title, cents.get(t.id)!);
  } else {
    const cents = await earningsBy('releaseId', base);
    for (const r of await releasesOf(ctx))
      if (cents.get(r.id)) add(unit === 'artist' ? r.primaryArtist : r.title, cents.get(r.id)!);
  }
  return [...sums].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

const NAMED = [
  /how much (?:money |revenue |income )?(?:has|did|does|have) (.+?) (?:earn|make|made|bring|generate|gross)/i,
  /what (?:did|has|does) (.+?) (?:earn|make|made|gross|bring|brought|pull|generate)/i,
  /^(?:what(?:s| is| are)\s+)?(.+?)(?:'s|’s) (?:earnings|revenue|royalties|income)/i,
  /(?:earnings|revenue|royalties|income)\s+(?:of|for|from|by)\s+(.+?)(?:\s+(?:so far|to date|in total|this \w+|last \w+|in \w+(?: \d{4})?))?\s*[?.!]*$/i,
];

const SCOPE = 'all every our we us they them those total whole entire q1 q2 q3 q4';
const SCOPE_WORDS = new Set(SCOPE.split(' '));

/** The name a clause gives ("how much did X earn") when it is no known release, track, artist or store. */
async function unknownName(ctx: LiveContext, f: Frame): Promise<string | null> {
  const given = quotedName(f.raw) ?? captured(f.raw, NAMED);
  if (!given || isVocabulary(given) || /^(?:it|its|they|them|he|she|we|us|you|i|everyone|everybody)$/i.test(given))
    return null;
  // "all releases combined", "q3 2026", "the whole catalogue": a scope or a period, not a name.
  const words = canonical(given).split(' ');
  if (periodOf(canonical(given)) || words.some((w) => SCOPE_WORDS.has(w))) return null;
  for (const kind of ['release', 'artist', 'track', 'store'] as const) if (await byName(ctx, kind, given)) return null;
  return given;
}

const when = (f?: Frame) => (f?.period ? ` ${f.period.label}` : '');
const unitOf = (f: Frame): Unit =>
  f.has('store')
    ? 'store'
    : f.has('month')
      ? 'month'
      : f.has('track', 'isrc')
        ? 'track'
        : f.has('release', 'catalog')
          ? 'release'
          : 'artist';
const monthLabel = (p: string) =>
  `${new Date(`${p}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${p.slice(0, 4)} (${p})`;
const quoted = (unit: Unit, name: string) =>
  unit === 'track' || unit === 'release' ? `"${name}"` : unit === 'month' ? monthLabel(name) : name;
const link = { href: '/projects', label: 'Projects' };

export const earningsTotalIntent: Intent = {
  key: 'earnings-total',
  description:
    "Total earnings of the whole catalogue (gross, all releases), optionally for a period such as 'last quarter'.",
  matches: (f) =>
    f.has('earn') && !f.order && !f.has('versus', 'more', 'less') && !aboutOtherArea(f) && !f.test(/\bgone out\b/),
  async answer(ctx, _id, f) {
    if (f) {
      // Every filter the clause sets, together: "how much did Afterglow earn on spotify", "Nova Reyes so far",
      // "Old Roads all time", "deezer in total". A release alone without store or "total" is release-earnings'.
      const x = await filtersOf(ctx, f);
      // "How much did Ghost Artist earn": a name that is no release, track, artist or store gets no figure.
      const given = x.named || x.store ? null : await unknownName(ctx, f);
      // A split-sheet collaborator (with or without an account) is a payee, not a catalogue name.
      const payee = given
        ? (await earningsBySplitPayee(f.period ?? {})).find((p) => similarity(p.name, given) >= NAME_SIMILARITY)
        : undefined;
      if (payee)
        return {
          intent: this.key,
          text: `${payee.name} earned ${formatMoney(payee.cents)}${when(f)} from their split-sheet shares (net, credited from imported store statements${payee.hasAccount ? '' : '; they have no account yet'}).`,
          link: { href: '/reports', label: 'Reports' },
        };
      const unknown = payee ? null : given;
      if (unknown)
        return {
          intent: this.key,
          unresolved: true,
          text: `I couldn't find a release called "${unknown}" (nor a track, artist or payee of that name), so I give no figure for it.`,
        };
      if (x.named && (x.store || f.has('total') || !x.namedReleasesOnly))
        return { intent: this.key, text: await filteredTotalText(x), link };
      if (x.named) return null;
      if (x.store) return { intent: this.key, text: await filteredTotalText(x), link };
    }
    // "how much has the label made", "the company's revenue": the whole catalogue, like "we".
    if (
      f &&
      !f.has('total') &&
      !f.period &&
      !f.test(/\b(?:we|our|us|everyone|platform|all|they|them|those|label|company|business|catalog)\b/)
    )
      return null;
    const list = await ranking(ctx, 'release', f);
    const total = list.reduce((s, [, c]) => s + c, 0);
    return {
      intent: this.key,
      text: `Total earnings across all releases${when(f)}: ${formatMoney(total)} (${GROSS}), from ${plural(list.length, 'release')} with earnings.`,
      link,
    };
  },
};

export const earningsRankingIntent: Intent = {
  key: 'earnings-ranking',
  description: 'Releases, tracks or artists ranked by gross earnings, most or least, top N, optionally for a period.',
  matches: (f) =>
    f.order !== null &&
    !f.has('versus') &&
    !byCount(f) &&
    // "which release has the most deliveries" counts deliveries, not money.
    !(f.has('delivery', 'delivered') && !f.has('earn', 'earner', 'paid')) &&
    (!aboutOtherArea(f) || (f.has('paid') && !f.has('payout', 'order', 'service', 'student'))) &&
    (f.has('earn', 'earner') ||
      f.has('month') ||
      (f.has('store') && f.has('paid')) ||
      (f.has('release', 'track', 'artist') && !(f.has('artist') && f.has('release')))),
  async answer(ctx, _id, f) {
    if (!f) return null;
    const denied = staffOnly(ctx, this.key, 'rankings of the whole catalogue');
    if (denied) return denied;
    const unit = unitOf(f);
    const list = await ranking(ctx, unit, f);
    const least = f.order === 'least';
    const noun = unit;
    if (list.length === 0) return { intent: this.key, text: `No ${noun} has earnings${when(f)} yet.`, link };
    const ordered = least ? [...list].reverse() : list;
    const n = Math.min(f.top ?? 5, ordered.length);
    const [name, cents] = ordered[0];
    // A store's or a month's ranking keeps the clause's names: "Kairo James's best month".
    const of = unit === 'store' || unit === 'month' ? (await filtersOf(ctx, f)).about : [];
    const head = `The ${noun} that earned the ${least ? 'least' : 'most'}${of.length ? ` for ${of.join(' and ')}` : ''}${when(f)} is ${quoted(unit, name)} with ${formatMoney(cents)} (${GROSS}${least ? `; of the ${plural(list.length, noun)} with earnings` : ''}).`;
    const rest = ordered.slice(0, n).map(([x, c], i) => `${i + 1}. ${quoted(unit, x)} ${formatMoney(c)}`);
    const text = `${head} ${least ? 'Lowest' : 'Top'} ${n}: ${rest.join('; ')}.`;
    if (unit !== 'artist' || f.period) return { intent: this.key, text, link };
    // An artist's gross is their releases'; what each person was paid is their share: both, each labelled.
    const payees = (await allPages(artistsWithEarnings)).sort((a, b) =>
      least ? a.cents - b.cents : b.cents - a.cents,
    );
    const shares = payees.slice(0, 5).map((u, i) => `${i + 1}. ${u.name} ${formatMoney(u.cents)}`);
    return {
      intent: this.key,
      text: `${text} ${least ? 'Lowest' : 'Top'} earners (net share of all imported statements): ${shares.join('; ')}.`,
      link: { href: '/reports', label: 'Reports' },
    };
  },
};

export const earningsCompareIntent: Intent = {
  key: 'earnings-compare',
  description:
    'Two releases, tracks or artists compared by gross earnings (which earned more), optionally for a period.',
  matches: (f) =>
    f.has('versus', 'more', 'less') &&
    (!aboutOtherArea(f) || (f.has('paid') && !f.has('payout', 'order', 'service', 'student'))) &&
    !f.has('count'),
  async answer(ctx, _id, f) {
    if (!f) return null;
    const names = await catalogueNames(ctx, f);
    const pair: [Unit, string[]] | null =
      names.releases.length >= 2
        ? ['release', names.releases.map((r) => r.name)]
        : names.artists.length >= 2
          ? ['artist', names.artists.map((a) => a.name)]
          : names.tracks.length >= 2
            ? ['track', names.tracks.map((t) => t.name)]
            : null;
    // "Spotify vs Apple Music": two stores named, each store's gross for the clause's period.
    const stores = pair ? [] : await mentioned(ctx, 'store', f.raw);
    if (!pair && stores.length >= 2) {
      const per = new Map(await ranking(ctx, 'store', { ...f, raw: '' }));
      const rows = stores.map((s) => [s.name, per.get(s.name) ?? 0] as const).sort((a, b) => b[1] - a[1]);
      const [[a, ca], [b, cb]] = rows;
      return {
        intent: this.key,
        text: `${ca === cb ? `${a} and ${b} paid the same` : `${a} brought in more`}${when(f)}: ${rows.map(([n, c]) => `${n} ${formatMoney(c)}`).join(' vs ')} (gross, all contributors, from imported store statements)${ca !== cb ? `, a difference of ${formatMoney(ca - cb)}` : ''}.`,
        link,
      };
    }
    if (!pair) {
      // "August vs September, up or down?": the same filters, one figure per month.
      const text = await periodComparison(ctx, f);
      return text ? { intent: this.key, text, link } : null;
    }
    const [unit, given] = pair;
    const all = new Map(await ranking(ctx, unit, f));
    const rows = given.map((n) => [n, all.get(n) ?? 0] as const).sort((a, b) => b[1] - a[1]);
    const [[a, ca], [b, cb]] = rows;
    const verdict =
      ca === cb ? `${quoted(unit, a)} and ${quoted(unit, b)} earned the same` : `${quoted(unit, a)} earned more`;
    return {
      intent: this.key,
      text: `${verdict}${when(f)}: ${rows.map(([n, c]) => `${quoted(unit, n)} ${formatMoney(c)} gross`).join(' vs ')} (all contributors, from imported store statements)${ca !== cb ? `, a difference of ${formatMoney(ca - cb)}` : ''}.`,
      link,
    };
  },
};
