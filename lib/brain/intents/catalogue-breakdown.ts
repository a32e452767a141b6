// The catalogue broken down by one of its fields: releases by genre, by type (single, EP, album), by
// metadata language or by label, and tracks by lyrics language ("genre breakdown of the catalog", "how many
// albums vs singles", "which label has the most releases"), from the release and track directories.
import { catalogueNames, namesAny } from './areas';
import { releasesOf, tracksOf } from './entities';
import { plural, type Intent } from './types';

type Field = 'genre' | 'releaseType' | 'language' | 'label';
const FIELDS: [Field, RegExp, string][] = [
  ['genre', /\bgenres?\b/i, 'genre'],
  [
    'releaseType',
    /\b(?:release types?|types?|formats?|kinds?|albums? (?:vs|versus|or|and) singles?|singles? (?:vs|versus|or|and) (?:albums?|eps?))\b/i,
    'type',
  ],
  ['language', /\blanguages?\b/i, 'language'],
  ['label', /\b(?:labels?|imprints?)\b/i, 'label'],
];
const CATALOGUE = /\b(?:catalog(?:ue)?s?|releases?|tracks?|songs?|albums?|singles?|eps?|records?|music)\b/i;
const BREAKDOWN =
  /\b(?:breakdown|broken down|by|per|each|split|mix|spread|distribution|biggest|largest|most|top|main|which|what|how many|count|number)\b/i;

const TYPE_NOUN: Record<string, string> = { single: 'single', ep: 'EP', album: 'album' };

const fieldOf = (raw: string) => FIELDS.find(([, re]) => re.test(raw));

export const catalogueBreakdownIntent: Intent = {
  key: 'catalogue-breakdown',
  description: 'The catalogue by genre, release type, language or label: counts of releases (and tracks by language).',
  matches: (f) =>
    !!fieldOf(f.raw) &&
    CATALOGUE.test(f.raw) &&
    BREAKDOWN.test(f.raw) &&
    !f.has('earn', 'stream', 'roster', 'payout', 'statement', 'ticket', 'student', 'course'),
  async answer(ctx, _id, f) {
    if (!f) return null;
    // "what genre is Golden Hour": one release's field is its own answer (release facts), not a breakdown.
    if (namesAny(await catalogueNames(ctx, f))) return null;
    const [field, , word] = fieldOf(f.raw)!;
    const releases = await releasesOf(ctx);
    const counts = new Map<string, number>();
    for (const r of releases) {
      const v = String(r[field] ?? '').trim() || `no ${word}`;
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const ranked = [...counts].sort(
      (a, b) => (f.order === 'least' ? a[1] - b[1] : b[1] - a[1]) || a[0].localeCompare(b[0]),
    );
    const lead = `${f.order === 'least' ? 'Smallest' : 'Biggest'} ${word}: ${ranked[0][0]} (${plural(ranked[0][1], 'release')})`;
    let tracks = '';
    if (field === 'language') {
      const byLang = new Map<string, number>();
      for (const t of await tracksOf(ctx)) {
        const l = t.instrumental ? 'instrumental' : t.language;
        byLang.set(l, (byLang.get(l) ?? 0) + 1);
      }
      tracks = ` Tracks by lyrics language: ${[...byLang]
        .sort((a, b) => b[1] - a[1])
        .map(([l, n]) => `${l} ${n}`)
        .join(', ')}.`;
    }
    return {
      intent: this.key,
      text: `${lead}. Releases by ${word} (${plural(releases.length, 'release')}): ${ranked.map(([v, n]) => (field === 'releaseType' ? plural(n, TYPE_NOUN[v] ?? v) : `${v}: ${plural(n, 'release')}`)).join(', ')}.${tracks}`,
      link: { href: '/projects', label: 'Projects' },
    };
  },
};
