// Retrieval: PostgreSQL full-text search (tsvector + GIN, ranked with ts_rank_cd) combined with
// pg_trgm similarity on titles and symbol names, so a typo still finds its memory. Never LIKE.
import { db } from '../platform/db';
import { Prisma } from '../generated/prisma/client';
import { lexiconFor, typoCandidates } from './lexicon';

/**
 * Words a question is made of: lower-case letters and digits, camelCase split, at most 12. An
 * identifier such as withAuth also stays whole ("withauth"), so a symbol name matches exactly.
 */
export function queryTerms(text: string): string[] {
  const identifiers = [...text.matchAll(/[A-Za-z_$][\w$]*/g)]
    .map((m) => m[0])
    .filter((w) => /[a-z][A-Z]|_/.test(w))
    .map((w) => w.toLowerCase().replace(/[^a-z0-9]/g, ''));
  const words = text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !STOP.has(w));
  return [...new Set([...identifiers, ...words])].slice(0, 12);
}

/** Terms long enough for trigram matching of typos. */
const fuzzyTerms = (terms: string[]) => terms.filter((t) => t.length >= 4);

/** word_similarity at or above this counts as a typo match of a title word. */
const WORD_SIMILARITY = 0.45;
/** Title words a typo may stand for, at most (the closest first). */
const TYPO_WORDS = 8;

const STOP = new Set(
  'a an and are as at be by can do does for from has have how i in is it its me my of on or our should so that the their them there these this to was we what when where which who why will with you your about into any tell know'.split(
    ' ',
  ),
);

const lexeme = (t: string) => (t.length >= 3 ? `${t}:*` : t);

/** An OR tsquery over the terms (prefix matching for words of 3+ letters), or null when none are left. */
export function tsQueryText(terms: string[]): string | null {
  if (terms.length === 0) return null;
  return terms.map(lexeme).join(' | ');
}

/** Rows that contain at least two of the terms (the first 6): the selective first pass. */
export function tsQueryPairs(terms: string[]): string | null {
  const t = terms.slice(0, 6).map(lexeme);
  if (t.length < 2) return null;
  const pairs: string[] = [];
  for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) pairs.push(`(${t[i]} & ${t[j]})`);
  return pairs.join(' | ');
}

let trigramAvailable: boolean | undefined;
/** pg_trgm is created by the brain migration where the database offers it. */
export async function hasTrigram(): Promise<boolean> {
  if (trigramAvailable === undefined) {
    const rows = await db.$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`;
    trigramAvailable = (rows[0]?.n ?? 0) > 0;
  }
  return trigramAvailable;
}

/**
 * The embedded PGlite runs no autovacuum (nor its automatic ANALYZE), so its planner statistics stay
 * those of an empty table. Analyse the memories table when a tenth of it changed since the last
 * analysis; checked at most once a minute per process. See also migration gin_no_pending_list.
 */
let statsCheckedAt = 0;
async function analyzeWhenStale(): Promise<void> {
  if (Date.now() - statsCheckedAt < 60_000) return;
  statsCheckedAt = Date.now();
  const rows = await db.$queryRaw<{ stale: boolean }[]>`
    SELECT (last_analyze IS NULL AND last_autoanalyze IS NULL) OR n_mod_since_analyze > 50 + n_live_tup / 10 AS stale
    FROM pg_stat_user_tables WHERE relname = 'BrainMemory'`;
  if (rows[0]?.stale) await db.$executeRaw`ANALYZE "BrainMemory"`;
}

export interface MemoryScope {
  userId: string;
  teamId?: string;
}

export interface MemoryHit {
  id: string;
  title: string;
  content: string;
  category: string;
  importance: number;
  score: number;
  textRank: number;
  similarity: number;
  /** Share of the question's words the memory contains (0-1); see memoryRelevance */
  relevance: number;
}

/**
 * Who may see a memory: global ones and the admin's own. A team id from the request grants nothing (there is
 * no team model with membership to check it against).
 */
function scopeSql(scope: MemoryScope): Prisma.Sql {
  return Prisma.sql`(m."isGlobal" OR m."createdById" = ${scope.userId})`;
}

/** Names the memories a search's filter keeps (the lexicon's cache key): everything scopeSql and the options read. */
function filterKey(scope: MemoryScope, status: string, opts: { category?: string; protocolsOnly?: boolean }): string {
  return JSON.stringify([scope.userId, status, opts.category ?? null, opts.protocolsOnly === true]);
}

/**
 * Approved memories ranked by relevance: text rank (title weighs more than content), trigram
 * similarity of the title to the query, then importance. Only rows matching either way are returned.
 */
/** Candidates per retrieval pass; only these are scored, so cost does not grow with the table. */
export const CANDIDATES = 40;
/**
 * Rows a pass ranks at most. Ranking every row that contains a common word cost 300-700 ms on the
 * embedded PGlite with 10,000 memories (ts_rank reads each row's vector); the GIN index hands over its
 * matches unranked, and this cap keeps the ranked set bounded whatever the table size
 * (docs/performance.md, assistant retrieval).
 */
export const POOL = 200;

export async function searchMemories(
  query: string,
  scope: MemoryScope,
  opts: { limit?: number; category?: string; status?: string; protocolsOnly?: boolean } = {},
): Promise<MemoryHit[]> {
  const terms = queryTerms(query);
  const tsq = tsQueryText(terms);
  const pairs = tsQueryPairs(terms);
  const fuzzy = (await hasTrigram()) ? fuzzyTerms(terms) : [];
  if (!tsq && fuzzy.length === 0) return [];
  const limit = opts.limit ?? 10;
  const want = Math.max(limit, 8);
  const category = opts.category ? Prisma.sql` AND m.category = ${opts.category}::"BrainMemoryCategory"` : Prisma.empty;
  const protocols = opts.protocolsOnly ? Prisma.sql` AND m."isProtocol"` : Prisma.empty;
  const status = opts.status ?? 'approved';
  const filter = Prisma.sql`m.status = ${status}::"BrainMemoryStatus" AND ${scopeSql(scope)}${category}${protocols}`;
  const tsqSql = tsq ? Prisma.sql`to_tsquery('english', ${tsq})` : Prisma.sql`NULL::tsquery`;
  const pairsSql = pairs ? Prisma.sql`to_tsquery('english', ${pairs})` : Prisma.sql`NULL::tsquery`;
  // Mean over the question's longer words of how well each matches some word of the title.
  const simSql = fuzzy.length
    ? Prisma.sql`(SELECT avg(word_similarity(t, m.title)) FROM unnest(${fuzzy}::text[]) AS t)`
    : Prisma.sql`0::float8`;
  // Candidates are pre-ranked with the cheap ts_rank over the plain OR query (ranking with the pairs
  // query costs several times more); only the candidates get ts_rank_cd. Three passes, each capped:
  // rows with two or more of the words; rows with any word, only when the first pass found too few;
  // typo matches (below).
  // A word some visible memory contains is no typo: its memories come from the text passes. A typo'd word
  // is replaced by the title words it may stand for (the lexicon's trigram lookup, in this process), and
  // their memories come from the tsvector index restricted to titles (weight A), up to CANDIDATES per
  // typo. This replaced a trigram GIN lookup per word and its recheck of every title sharing trigrams
  // with it, 20-120 ms each on the embedded PGlite (docs/performance.md, assistant retrieval).
  const lexicon = fuzzy.length ? await lexiconFor(filterKey(scope, status, opts), filter) : null;
  const typos = lexicon
    ? fuzzy
        .filter((t) => !lexicon.words.has(t))
        .map((t) => typoCandidates(lexicon, t, WORD_SIMILARITY, TYPO_WORDS))
        .filter((words) => words.length > 0)
    : [];
  const typo = typos.length
    ? Prisma.join(
        typos.map(
          (words) =>
            Prisma.sql`(SELECT m.id FROM "BrainMemory" m
              WHERE m."searchVector" @@ to_tsquery('english', ${words.map((w) => `${w}:A`).join(' | ')}) AND ${filter}
              LIMIT ${CANDIDATES})`,
        ),
        ' UNION ',
      )
    : Prisma.sql`SELECT NULL::text AS id WHERE false`;
  const select = Prisma.sql`
    WITH q AS (SELECT ${tsqSql} AS tsq, ${pairsSql} AS pairs),
    strict AS (
      SELECT p.id FROM (
        SELECT m.id, m."searchVector" FROM "BrainMemory" m
        WHERE ${pairs !== null} AND m."searchVector" @@ ${pairsSql} AND ${filter} LIMIT ${POOL}) p, q
      ORDER BY ts_rank(p."searchVector", q.tsq) DESC LIMIT ${CANDIDATES}),
    loose AS (
      SELECT p.id FROM (
        SELECT m.id, m."searchVector" FROM "BrainMemory" m
        WHERE ${tsq !== null} AND m."searchVector" @@ ${tsqSql} AND ${filter}
          AND (SELECT count(*) FROM strict) < ${want} LIMIT ${POOL}) p, q
      ORDER BY ts_rank(p."searchVector", q.tsq) DESC LIMIT ${CANDIDATES}),
    typo AS (${typo}),
    cand AS (SELECT id FROM strict UNION SELECT id FROM loose UNION SELECT id FROM typo),
    hits AS (
      SELECT m.id, m.title, m.content, m.category::text AS category, m.importance,
             coalesce(ts_rank_cd(m."searchVector", q.tsq, 32), 0)::float8 AS "textRank",
             coalesce(${simSql}, 0)::float8 AS similarity
      FROM cand JOIN "BrainMemory" m ON m.id = cand.id, q
    )
    SELECT * FROM hits
    ORDER BY ("textRank" * 0.6 + similarity * 0.3 + importance * 0.01) DESC, id
    LIMIT ${limit}`;
  await analyzeWhenStale();
  // The passes are index lookups (tsvector GIN, trigram GIN, capped); the planner is told not to fall
  // back to reading the whole table, which a stale or small-table estimate made it choose.
  const rows = (
    await db.$transaction([
      db.$executeRaw`SELECT set_config('enable_seqscan', 'off', true)`,
      db.$queryRaw<MemoryHit[]>(select),
    ])
  )[1];
  return rows.map((r) => ({
    ...r,
    score: round(r.textRank * 0.6 + r.similarity * 0.3 + r.importance * 0.01),
    relevance: round(memoryRelevance(terms, `${r.title} ${r.content}`)),
  }));
}

/**
 * A memory is cited only at or above this relevance: at least half of the question's words occur in it
 * (or its title is a typo away, MIN_TYPO_SIMILARITY in responder.ts). A memory sharing one word with a
 * long question ("release") is not relevant to it.
 */
export const MEMORY_RELEVANCE = 0.5;

/** Words of a question about data that say nothing of a memory's subject. */
const FILLER = new Set(
  'much many did done does had get got which whose were been being most more some all each per any much'.split(' '),
);

/** Share of the question's words found in the text; a word matches a word sharing its stem (5+ letters). */
function memoryRelevance(terms: string[], text: string): number {
  const words = new Set(queryTerms(text).concat(text.toLowerCase().split(/[^a-z0-9]+/)));
  const wanted = terms.filter((t) => !FILLER.has(t));
  if (wanted.length === 0) return 0;
  const hit = (t: string) =>
    words.has(t) ||
    [...words].some(
      (w) => w.length >= 4 && t.length >= 4 && commonPrefix(t, w) >= Math.max(4, Math.min(t.length, w.length) - 3),
    );
  return wanted.filter(hit).length / wanted.length;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

export function round(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}
