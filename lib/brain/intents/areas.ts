// Which area a clause is about, by its canonical words: an earnings question about a student's progress
// or a service's revenue belongs to the school or the services, not to the catalogue's earnings.
import type { Frame } from '../understand/frame';
import { mentioned, type Entity } from './entities';
import type { EntityKind, LiveContext } from './types';

/** Words of the areas other than the catalogue's earnings. */
const NOT_CATALOGUE = [
  'student',
  'course',
  'lesson',
  'certificate',
  'enrol',
  'progress',
  'school',
  'graduate',
  'order',
  'service',
  'booking',
  'studio',
  'room',
  'ticket',
  'support',
  'sla',
  'work',
  'registration',
  'copyright',
  'payout',
  'paid',
  'tax',
  'payee',
  'health',
  'incident',
  'statement',
  'import',
  'unmatched',
  'review',
  'owe',
];

export const aboutOtherArea = (f: Frame) => f.has(...NOT_CATALOGUE);

/** The catalogue names a clause mentions, by kind (releases first: a title track is its release). */
export async function catalogueNames(ctx: LiveContext, f: Frame) {
  const get = (k: EntityKind) => mentioned(ctx, k, f.raw);
  const [releases, artists, tracks] = await Promise.all([get('release'), get('artist'), get('track')]);
  const releaseNames = new Set(releases.map((r) => r.name.toLowerCase()));
  return { releases, artists, tracks: tracks.filter((t) => !releaseNames.has(t.name.toLowerCase())) };
}

export const namesAny = (n: { releases: Entity[]; artists: Entity[]; tracks: Entity[] }) =>
  n.releases.length + n.artists.length + n.tracks.length > 0;
