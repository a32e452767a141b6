// Names the assistant resolves: release titles and artist names from the releases the user may see,
// student names from the school's list (staff only). Matching is case-insensitive and typo-tolerant.
import { allPages } from '../../platform/paging';
import { isAdminRole } from '../../platform/auth/roles';
import { releaseDirectory, type DirectoryRelease } from '@/lib/distribution';
import { listStudents } from '@/lib/school';
import { findAllNames, findName, normalize, similarity, NAME_SIMILARITY } from './text';
import { memo, type EntityKind, type LiveContext } from './types';

export interface Entity {
  id: string;
  name: string;
}

export const releasesOf = (ctx: LiveContext): Promise<DirectoryRelease[]> =>
  memo(ctx, 'releases', () => releaseDirectory(ctx.user));

async function entities(ctx: LiveContext, kind: EntityKind): Promise<Entity[]> {
  if (kind === 'release') return (await releasesOf(ctx)).map((r) => ({ id: r.id, name: r.title }));
  if (kind === 'artist') {
    const names = new Map<string, string>();
    for (const r of await releasesOf(ctx)) names.set(normalize(r.primaryArtist), r.primaryArtist);
    return [...names.values()].map((n) => ({ id: n, name: n }));
  }
  // The student list is a staff view; anyone else resolves no student.
  if (!isAdminRole(ctx.user.role)) return [];
  return (await memo(ctx, 'students', () => allPages(listStudents))).map((s) => ({ id: s.id, name: s.name }));
}

/** The entities a clause mentions by known names: every exact one, else the closest typo, else none. */
export async function mentioned(ctx: LiveContext, kind: EntityKind, text: string): Promise<Entity[]> {
  const list = await entities(ctx, kind);
  const exact = findAllNames(text, list, (e) => e.name);
  if (exact.length) return exact;
  const near = findName(text, list, (e) => e.name);
  return near ? [near.item] : [];
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
  return findName(name, list, (e) => e.name)?.item ?? null;
}

export const KIND_WORD: Record<EntityKind, string> = { release: 'release', artist: 'artist', student: 'student' };
