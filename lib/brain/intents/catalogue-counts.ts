// Counts and lists over the catalogue: releases by status ("how many releases are live", "list the rejected
// releases"), artists ("how many artists", "which artist has the most releases") and tracks ("how many
// tracks do we have"), from the releases the user may see, with the status labels of every page.
import { releaseStatusLabel } from '../../distribution';
import { aboutOtherArea, catalogueNames, namesAny } from './areas';
import { mentioned, releasesOf, tracksOf } from './entities';
import { plural, type Intent } from './types';
import type { Frame } from '../understand/frame';
import type { Period } from '../understand/time';

const STATUS_WORDS: [string, string][] = [
  ['live', 'Live'],
  ['scheduled', 'Scheduled'],
  ['draft', 'Draft'],
  ['rejected', 'Rejected'],
  ['approved', 'Approved'],
];
const link = { href: '/projects', label: 'Projects' };
/** "most releases", "the most tracks": a ranking by how many, not by money. */
export const byCount = (f: Frame) =>
  /\b(?:most|fewest|least|more) (?:\d+ )?(?:releases|tracks|songs|albums|singles)\b/i.test(f.raw) &&
  !f.has('earn', 'earner');
const list = (titles: string[], max = 12) =>
  titles
    .slice(0, max)
    .map((t) => `"${t}"`)
    .join(', ') + (titles.length > max ? ` and ${titles.length - max} more` : '');

/** "scheduled for December": a month without a year that is already past reads as the coming one. */
function aheadIfScheduled(f: Frame): Period | null {
  const p = f.period;
  if (
    !p?.start ||
    !p.end ||
    p.end > new Date() ||
    !/\b(?:scheduled|upcoming|coming|due|planned|next|dropping|releasing|will|going to|set to|slated)\b/i.test(f.raw)
  )
    return p;
  if (/\b20\d\d\b/.test(f.raw)) return p;
  const shift = (d: Date) => new Date(Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), d.getUTCDate()));
  return {
    ...p,
    start: shift(p.start),
    end: shift(p.end),
    label: p.label.replace(/\d{4}/, (y) => String(Number(y) + 1)),
  };
}

export const releaseCountsIntent: Intent = {
  key: 'release-counts',
  description:
    'How many releases there are, by status (live, scheduled, draft, rejected, approved ...), with their titles.',
  matches: (f) =>
    (f.has('count', 'list', 'which', 'total', 'released') ||
      f.test(/^(?:what|show|any|are there|do we have|got|why)\b/) ||
      // "releases that went live in 2026": a period names which ones.
      (!!f.period && f.has('release')) ||
      // "drafts?", "rejected ones": a status said alone lists its releases.
      (f.words.size <= 2 && f.has('draft', 'scheduled', 'rejected', 'approved')) ||
      // "breakdown of releases by format": counts by release type.
      /\b(?:by|per|each|every) (?:release )?(?:types?|formats?|kinds?)\b/i.test(f.raw)) &&
    f.has('release', 'live', 'draft', 'scheduled', 'rejected', 'approved') &&
    !f.has('artist', 'earn', 'waiting', 'review', 'store', 'delivery', 'track') &&
    !aboutOtherArea(f),
  async answer(ctx, _id, f) {
    if (f && (namesAny(await catalogueNames(ctx, f)) || (await mentioned(ctx, 'store', f.raw)).length)) return null;
    // "how many releases came out this year", "which went live in June": dated in the period (and out, when
    // asked what came out).
    const period = f?.period ? aheadIfScheduled(f) : null;
    const start = period?.start;
    const end = period?.end ?? new Date();
    const out = !!f && /\b(?:came out|come out|went live|released|dropped|launched|live)\b/i.test(f.raw);
    const dated = (await releasesOf(ctx)).filter(
      (r) =>
        !start ||
        (r.releaseDate &&
          r.releaseDate >= start &&
          r.releaseDate < end &&
          (!out || start.getTime() >= Date.now() - 60_000 || r.releaseDate <= new Date())),
    );
    // A rejected release is listed with the reason the reviewer gave ("list the rejected ones and why").
    const all = dated.map((r) => ({
      title: r.title,
      label: releaseStatusLabel(r.status, r.releaseDate),
      why: r.rejectionReason,
    }));
    const when = start ? ` dated ${period!.label}` : '';
    // "how many singles vs albums", "how many EPs": by release type.
    const types = [...(f?.raw.toLowerCase().matchAll(/\b(singles?|albums?|eps?)\b/g) ?? [])].map((m) =>
      m[1].replace(/s$/, ''),
    );
    // "releases by type", "tally per format": every type.
    if (!types.length && f && /\b(?:by|per|each|every|of|what) (?:release )?(?:types?|formats?|kinds?)\b/i.test(f.raw))
      types.push('single', 'ep', 'album');
    if (types.length) {
      const dir = await releasesOf(ctx);
      const count = (t: string) => dir.filter((r) => r.releaseType === t);
      const NOUN: Record<string, string> = { single: 'single', album: 'album', ep: 'EP' };
      const parts = [...new Set(types)].map((t) => {
        const mine = count(t).map((r) => r.title);
        return `${plural(mine.length, NOUN[t])}${mine.length ? ` (${list(mine)})` : ''}`;
      });
      return {
        intent: this.key,
        text: `The catalogue has ${parts.join(', ')}; ${plural(dir.length, 'release')} in all.`,
        link,
      };
    }
    // "coming out in December" (a period still ahead) asks what is dated then, not what is Live.
    const ahead = !!start && start.getTime() >= Date.now() - 60_000;
    const wanted = STATUS_WORDS.filter(([w]) => f?.has(w) && !(ahead && w === 'live')).map(([, l]) => l);
    if (wanted.length) {
      const parts = wanted.map((l) => {
        const rows = all.filter((r) => r.label === l);
        const mine = rows.map((r) => r.title);
        const shown =
          l === 'Rejected'
            ? rows.map((r) => `"${r.title}"${r.why ? ` (reason: ${r.why.slice(0, 160)})` : ''}`).join(', ')
            : list(mine);
        return `${plural(mine.length, 'release')}${when} ${mine.length === 1 ? 'is' : 'are'} ${l}${mine.length ? `: ${shown}` : ''}`;
      });
      return { intent: this.key, text: `${parts.join('. ')}.`, link };
    }
    const by = new Map<string, number>();
    for (const r of all) by.set(r.label, (by.get(r.label) ?? 0) + 1);
    // "list every release with its status": each title with its label.
    const each =
      f && /\b(?:list|every|all|each)\b/i.test(f.raw) && !f.has('count')
        ? ` ${all
            .slice(0, 30)
            .map((r) => `"${r.title}" (${r.label})`)
            .join(', ')}.`
        : '';
    const breakdown = [...by].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([l, n]) => `${n} ${l}`);
    if (start)
      return {
        intent: this.key,
        text: `${plural(all.length, 'release')}${when}${all.length ? `: ${list(all.map((r) => r.title))} (${breakdown.join(', ')})` : ''}.`,
        link,
      };
    return {
      intent: this.key,
      text: `There are ${plural(all.length, 'release')}: ${breakdown.join(', ')}.${each}`,
      link,
    };
  },
};

export const artistDirectoryIntent: Intent = {
  key: 'artist-directory',
  description: 'The artists of the catalogue: how many, who, who has the most releases, who has live releases.',
  // "who's got the most releases" ranks artists by how many releases they have (a count, not earnings).
  matches: (f) =>
    (f.has('artist') || (f.has('who') && byCount(f))) &&
    f.has('count', 'list', 'who', 'which', 'most', 'live') &&
    !f.has('earn', 'earner', 'review', 'waiting') &&
    !aboutOtherArea(f),
  async answer(ctx, _id, f) {
    // "who is the artist on City of Glass" is the release's (release-status); "which artist has the most
    // tracks" counts tracks.
    if (f && (await catalogueNames(ctx, f)).artists.length) return null;
    if (f && (await catalogueNames(ctx, f)).releases.length) return null;
    const releases = await releasesOf(ctx);
    if (f && /\b(?:tracks|songs)\b/i.test(f.raw) && byCount(f)) {
      const tracks = await tracksOf(ctx);
      const per = new Map<string, number>();
      for (const t of tracks) per.set(t.release.primaryArtist, (per.get(t.release.primaryArtist) ?? 0) + 1);
      const ranked = [...per].sort(
        (a, b) => (f.order === 'least' ? a[1] - b[1] : b[1] - a[1]) || a[0].localeCompare(b[0]),
      );
      return {
        intent: this.key,
        text: `${f.order === 'least' ? 'Fewest' : 'Most'} tracks: ${ranked[0][0]} (${plural(ranked[0][1], 'track')}). By artist: ${ranked.map(([n, c]) => `${n} ${c}`).join(', ')}.`,
        link,
      };
    }
    const per = new Map<string, { n: number; live: number }>();
    for (const r of releases) {
      const a = per.get(r.primaryArtist) ?? { n: 0, live: 0 };
      a.n += 1;
      if (releaseStatusLabel(r.status, r.releaseDate) === 'Live') a.live += 1;
      per.set(r.primaryArtist, a);
    }
    const ranked = [...per].sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0]));
    const live = ranked.filter(([, a]) => a.live > 0).length;
    if (!ranked.length) return { intent: this.key, text: 'There are no artists yet.', link };
    return {
      intent: this.key,
      text:
        `There are ${plural(ranked.length, 'artist')}: ${ranked.map(([n, a]) => `${n} (${plural(a.n, 'release')}, ${a.live} live)`).join(', ')}. ` +
        `Most releases: ${ranked[0][0]} (${ranked[0][1].n}). ${plural(live, 'artist')} ${live === 1 ? 'has' : 'have'} live releases.`,
      link,
    };
  },
};

export const trackCountIntent: Intent = {
  key: 'track-count',
  description: 'How many tracks the catalogue holds, over how many releases.',
  matches: (f) =>
    (f.has('track') && f.has('count', 'total', 'catalog') && !f.has('earn') && f.order === null) ||
    // "which release has the most tracks": releases ranked by their track count.
    (byCount(f) && f.has('release') && f.has('track') && !f.has('artist')),
  async answer(ctx, _id, f) {
    if (f?.order) {
      const per = new Map<string, number>();
      for (const t of await tracksOf(ctx)) per.set(t.release.title, (per.get(t.release.title) ?? 0) + 1);
      const ranked = [...per].sort(
        (a, b) => (f.order === 'least' ? a[1] - b[1] : b[1] - a[1]) || a[0].localeCompare(b[0]),
      );
      if (!ranked.length) return { intent: this.key, text: 'No release has tracks yet.', link };
      return {
        intent: this.key,
        text: `The release with the ${f.order === 'least' ? 'fewest' : 'most'} tracks is "${ranked[0][0]}" (${plural(ranked[0][1], 'track')}). Tracks per release: ${ranked
          .slice(0, 12)
          .map(([t, n]) => `"${t}" ${n}`)
          .join(', ')}.`,
        link,
      };
    }
    const named = f ? await catalogueNames(ctx, f) : null;
    if (named?.releases.length) return null;
    // "how many tracks does Nova Reyes have": the artist's releases' tracks.
    if (named?.artists.length) {
      const who = named.artists.map((a) => a.name.toLowerCase());
      const mine = (await tracksOf(ctx)).filter((t) => who.includes(t.release.primaryArtist.toLowerCase()));
      const on = new Set(mine.map((t) => t.releaseId)).size;
      return {
        intent: this.key,
        text: `${named.artists.map((a) => a.name).join(' and ')} ${named.artists.length === 1 ? 'has' : 'have'} ${plural(mine.length, 'track')} on ${plural(on, 'release')}.`,
        link,
      };
    }
    const tracks = await tracksOf(ctx);
    const releases = new Set(tracks.map((t) => t.releaseId)).size;
    return {
      intent: this.key,
      text: `The catalogue holds ${plural(tracks.length, 'track')} on ${plural(releases, 'release')}.`,
      link,
    };
  },
};

export const releaseTracksIntent: Intent = {
  key: 'release-tracks',
  description: "A release's track list by title, with each track's ISRC.",
  entity: 'release',
  matches: (f) => f.has('track') && !f.has('earn', 'isrc') && f.order === null,
  namePatterns: [/(?:tracks|songs|track ?list\w*) (?:on|of|for|in) (.+?)\s*[?.!]*$/i, /does (.+?) have/i],
  async answer(ctx, id) {
    const r = (await releasesOf(ctx)).find((x) => x.id === id)!;
    const tracks = (await tracksOf(ctx)).filter((t) => t.releaseId === id);
    const items = tracks.map((t, i) => `${i + 1}. "${t.title}"${t.isrc ? ` (ISRC ${t.isrc})` : ''}`);
    return {
      intent: this.key,
      text: `"${r.title}" by ${r.primaryArtist} has ${plural(tracks.length, 'track')}${items.length ? `: ${items.join(', ')}` : ''}.`,
      link: { href: `/project/${r.id}`, label: `${r.title} (project page)` },
    };
  },
};

export const releaseCodesIntent: Intent = {
  key: 'release-codes',
  description: "A release's codes by title: its UPC and each track's ISRC.",
  entity: 'release',
  matches: (f) => f.has('upc') || (f.has('isrc') && f.has('release')),
  namePatterns: [
    /(?:upc|barcode|ean|isrcs?)\s+(?:on|of|for|in)\s+(.+?)\s*[?.!]*$/i,
    /^(.+?)(?:'s|’s)?\s+(?:upc|barcode)/i,
  ],
  async answer(ctx, id) {
    const r = (await releasesOf(ctx)).find((x) => x.id === id)!;
    const tracks = (await tracksOf(ctx)).filter((t) => t.releaseId === id);
    const isrcs = tracks.map((t) => `"${t.title}" ${t.isrc ?? 'no ISRC yet'}`);
    return {
      intent: this.key,
      text: `"${r.title}" by ${r.primaryArtist}: UPC ${r.upc ?? 'not assigned yet'}${isrcs.length ? `; ISRCs: ${isrcs.join(', ')}` : ''}.`,
      link: { href: `/project/${r.id}`, label: `${r.title} (project page)` },
    };
  },
};
