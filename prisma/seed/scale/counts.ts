// How much `npm run seed:scale` writes: a label's catalog at SCALE=1 (issue #40 goal 2), every count
// multiplied by the SCALE factor (0.01 to develop, 0.001 in the tests), at least 1.
const FULL = {
  artists: 10_000,
  releases: 100_000,
  /** statement rows read by the imports (matched rows are summed into groups, as the importer keeps them) */
  statementRows: 10_000_000,
  imports: 5_000,
  /** allocation rows of the one artist whose earnings are measured (and as many again for everyone else) */
  bigArtistAllocations: 1_000_000,
  works: 100_000,
  certificates: 100_000,
  tickets: 50_000,
  serviceOrders: 100_000,
  studioBookings: 100_000,
  auditRows: 1_000_000,
  students: 20_000,
};

export type Counts = typeof FULL & {
  /** releases of the first generated artist (the dashboard with 500 releases) */
  bigArtistReleases: number;
};

export function scaledCounts(scale: number): Counts {
  if (!(scale > 0) || scale > 1) throw new Error(`SCALE must be in (0, 1], got ${scale}`);
  const out = {} as Record<keyof typeof FULL, number>;
  for (const [k, v] of Object.entries(FULL)) out[k as keyof typeof FULL] = Math.max(1, Math.round(v * scale));
  // At least two artists (the big one and the rest) and ten rows read per import.
  out.artists = Math.max(2, out.artists);
  out.statementRows = Math.max(out.imports * 10, out.statementRows);
  return { ...out, bigArtistReleases: Math.min(500, Math.floor(out.releases / 2)) };
}

/** A deterministic non-negative 31-bit integer from SQL text (md5 of a seed and the row's key). */
export const h = (key: string) => `(('x' || substr(md5('scale:' || ${key}), 1, 8))::bit(32)::int & 2147483647)`;

/** The moment every generated date counts from (fixed, so two runs write the same rows). */
export const T0 = `'2026-01-01 00:00:00'::timestamp`;

/** Picks a word from a fixed list by a SQL integer expression. */
export const pick = (words: string[], n: string) =>
  `(ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}])[1 + (${n}) % ${words.length}]`;

export const WORDS = [
  'Midnight',
  'Golden',
  'Echo',
  'River',
  'Neon',
  'Velvet',
  'Silver',
  'Wild',
  'Electric',
  'Paper',
  'Crystal',
  'Broken',
  'Summer',
  'Ocean',
  'Shadow',
  'Northern',
  'Hollow',
  'Crimson',
  'Lucky',
  'Quiet',
];
export const NOUNS = [
  'Hearts',
  'Lights',
  'Dreams',
  'Roads',
  'Skies',
  'Waves',
  'Fires',
  'Stars',
  'Cities',
  'Letters',
  'Gardens',
  'Engines',
  'Bridges',
  'Mirrors',
  'Rivers',
  'Echoes',
  'Nights',
  'Horses',
  'Windows',
  'Tides',
];
