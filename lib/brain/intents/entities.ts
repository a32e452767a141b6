// Names the assistant resolves: release titles, artist names and tracks from the releases the user may
// see; student names (school list), works (rights) and stores for staff. Matching is case-insensitive and
// typo-tolerant.
import { allPages } from '../../platform/paging';
import { isAdminRole } from '../../platform/auth/roles';
import { releaseDirectory, storeNames, trackDirectory, type DirectoryRelease } from '@/lib/distribution';
import { listStudents } from '@/lib/school';
import { registrationOverview } from '@/lib/rights';
import { damerau } from '../understand/normalise';
import { findAllNames, findName, normalize, similarity, NAME_SIMILARITY } from './text';
import { memo, type EntityKind, type LiveContext } from './types';

export interface Entity {
  id: string;
  name: string;
}

export const releasesOf = (ctx: LiveContext): Promise<DirectoryRelease[]> =>
  memo(ctx, 'releases', () => releaseDirectory(ctx.user));
export const tracksOf = (ctx: LiveContext) => memo(ctx, 'tracks', () => trackDirectory(ctx.user));
export const studentsOf = (ctx: LiveContext) => memo(ctx, 'students', () => allPages(listStudents));
export const worksOf = (ctx: LiveContext) =>
  memo(ctx, 'works', async () => (await allPages((q) => registrationOverview(ctx.user, q))).map((w) => w));

async function entities(ctx: LiveContext, kind: EntityKind): Promise<Entity[]> {
  if (kind === 'release') return (await releasesOf(ctx)).map((r) => ({ id: r.id, name: r.title }));
  if (kind === 'track') return (await tracksOf(ctx)).map((t) => ({ id: t.id, name: t.title }));
  if (kind === 'artist') {
    const names = new Map<string, string>();
    for (const r of await releasesOf(ctx)) names.set(normalize(r.primaryArtist), r.primaryArtist);
    return [...names.values()].map((n) => ({ id: n, name: n }));
  }
  // Students, works and stores are staff views; anyone else resolves none of them.
  if (!isAdminRole(ctx.user.role)) return [];
  if (kind === 'store') return (await memo(ctx, 'stores', storeNames)).map((s) => ({ id: s.name, name: s.name }));
  if (kind === 'work') return (await worksOf(ctx)).map((w) => ({ id: w.id, name: w.title }));
  return (await studentsOf(ctx)).map((s) => ({ id: s.id, name: s.name }));
}

/** The words of every name the user may ask about: typos are corrected towards them, never away. */
export async function nameWords(ctx: LiveContext): Promise<Set<string>> {
  const kinds: EntityKind[] = ['release', 'artist', 'track', 'student', 'work', 'store'];
  const lists = await Promise.all(kinds.map((k) => entities(ctx, k).catch(() => [])));
  return new Set(
    lists
      .flat()
      .flatMap((e) => normalize(e.name).split(' '))
      .filter((w) => w.length > 2),
  );
}

const RIGHTS_WORDS =
  /\b(?:wr[oi]te|writ\w*|songwrit\w*|compos\w*|authors?|lyric\w*|publish\w*|splits?|shares?|registe\w*|registration\w*|society|societies|cwr|ascap|bmi|sesac|socan|prs|gema|sacem|mlc|hfa|copyright\w*|works?|ipi|iswc)\b/i;

/** Every name the user may ask about that holds "and", "&" or "+" ("Royalties and Splits"): no list of parts. */
export async function joinedNames(ctx: LiveContext, extra: string[] = []): Promise<string[]> {
  const kinds: EntityKind[] = ['release', 'artist', 'track', 'student', 'work', 'store'];
  const lists = await Promise.all(kinds.map((k) => entities(ctx, k).catch(() => [])));
  return [...lists.flat().map((e) => e.name), ...extra]
    .filter((n) => /\s(?:and|&|\+)\s/i.test(n))
    .map((n) => normalize(n.replace(/&|\+/g, ' and ')));
}

/** The entities a clause mentions by known names: every exact one, else the closest typo, else none. */
export async function mentioned(ctx: LiveContext, kind: EntityKind, text: string): Promise<Entity[]> {
  const list = await entities(ctx, kind);
  const exact = findAllNames(text, list, (e) => e.name);
  // "apple music vs amazon": a store by its full name and another by its first word.
  if (kind === 'store' && exact.length) {
    const taken = new Set(exact.flatMap((e) => normalize(e.name).split(' ')));
    const more = normalize(text)
      .split(' ')
      .filter((w) => !taken.has(w))
      .map((w) => byFirstName(list, [w], true))
      .filter((e): e is Entity => !!e);
    return [...new Map([...exact, ...more].map((e) => [e.id, e])).values()];
  }
  if (exact.length) return exact;
  // "nova or kairo": two people by first names, one each.
  if (kind === 'artist' || kind === 'student') {
    const words = normalize(text).split(' ');
    const each = words.map((w) => byFirstName(list, [w])).filter((e): e is Entity => !!e);
    const unique = [...new Map(each.map((e) => [e.id, e])).values()];
    if (unique.length > 1) return unique;
  }
  // "who wrote golden hour": a work by its title without the qualifier in brackets ("Golden Hour (Song)").
  if (kind === 'work' && RIGHTS_WORDS.test(text)) {
    const bare = findAllNames(text, list, (e) => e.name.replace(/\s*\([^)]*\)/g, '').trim());
    if (bare.length) return bare;
  }
  const near = findName(text, list, (e) => e.name);
  if (near) return [near.item];
  // A person by first name ("aaliyah's next lesson", "kairos balance") when exactly one has it; a store
  // by its first word ("youtube" for YouTube Music, "apple", "amazon").
  if (kind === 'student' || kind === 'artist' || kind === 'store') {
    const hit = byFirstName(list, normalize(text).split(' '), kind === 'store');
    if (hit) return [hit];
  }
  return [];
}

/** The one person whose first name (4+ letters) is among the words, possessive "s" allowed; else null. */
function byFirstName(list: Entity[], words: string[], store = false): Entity | null {
  const first = (e: Entity) => normalize(e.name).split(' ')[0];
  const said = new Set(words);
  // A store's first word must be a long one said as is ("line" in "statement lines" is no LINE Music).
  const hits = list.filter((e) =>
    store
      ? first(e).length > 4 && said.has(first(e))
      : first(e).length > 3 && (said.has(first(e)) || said.has(`${first(e)}s`)),
  );
  // "aliyahs quiz": a first name of 5+ letters one typo away (possessive "s" dropped), when one person has it.
  if (!hits.length && !store) {
    const near = list.filter(
      (e) =>
        first(e).length > 4 &&
        words.some((w) => w.length > 3 && w[0] === first(e)[0] && damerau(w.replace(/s$/, ''), first(e)) <= 1),
    );
    return near.length === 1 ? near[0] : null;
  }
  // Stores come by rank: "youtube" is the first of YouTube Music and YouTube Content ID.
  return hits.length === 1 || (hits.length > 1 && store) ? hits[0] : null;
}

/** The entity a name given by a person (or a model) stands for: exact, contained, then typo-close. */
export async function byName(ctx: LiveContext, kind: EntityKind, name: string): Promise<Entity | null> {
  const list = await entities(ctx, kind);
  const want = normalize(name);
  if (!want) return null;
  const exact = list.find((e) => normalize(e.name) === want);
  if (exact) return exact;
  const scored = list
    .map((e) => ({ e, s: similarity(e.name, name) }))
    .filter((x) => x.s >= NAME_SIMILARITY)
    .sort((a, b) => b.s - a.s);
  if (scored[0]) return scored[0].e;
  const found = findName(name, list, (e) => e.name)?.item ?? null;
  if (found || (kind !== 'artist' && kind !== 'student')) return found;
  return want.split(' ').length === 1 ? byFirstName(list, [want]) : null;
}

export const KIND_WORD: Record<EntityKind, string> = {
  release: 'release',
  artist: 'artist',
  student: 'student',
  track: 'track',
  work: 'work',
  store: 'store',
};
