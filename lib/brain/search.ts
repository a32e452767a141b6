// Retrieval: PostgreSQL full-text search (tsvector + GIN, ranked with ts_rank_cd) combined with
// pg_trgm similarity on titles and symbol names, so a typo still finds its memory. Never LIKE.
import { db } from '../db';
import { Prisma } from '../generated/prisma/client';

/** Words a question is made of: lower-case letters and digits, camelCase split, at most 12. */
export function queryTerms(text: string): string[] {
  const words = text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !STOP.has(w));
  return [...new Set(words)].slice(0, 12);
}

const STOP = new Set(
  'a an and are as at be by can do does for from has have how i in is it its me my of on or our should so that the their them there these this to was we what when where which who why will with you your about into any tell know'.split(' '),
);

/** An OR tsquery over the terms (prefix matching for words of 3+ letters), or null when none are left. */
export function tsQueryText(terms: string[]): string | null {
  if (terms.length === 0) return null;
  return terms.map((t) => (t.length >= 3 ? `${t}:*` : t)).join(' | ');
}

let trigramAvailable: boolean | undefined;
/** pg_trgm is created by the brain migration where the database offers it. */
async function hasTrigram(): Promise<boolean> {
  if (trigramAvailable === undefined) {
    const rows = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`;
    trigramAvailable = (rows[0]?.n ?? 0) > 0;
  }
  return trigramAvailable;
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
}

/** Who may see a memory: global ones, the admin's own, and the team's when a team is given. */
export function scopeSql(scope: MemoryScope): Prisma.Sql {
  const team = scope.teamId ? Prisma.sql` OR m."teamId" = ${scope.teamId}` : Prisma.empty;
  return Prisma.sql`(m."isGlobal" OR m."createdById" = ${scope.userId}${team})`;
}

/**
 * Approved memories ranked by relevance: text rank (title weighs more than content), trigram
 * similarity of the title to the query, then importance. Only rows matching either way are returned.
 */
export async function searchMemories(
  query: string,
  scope: MemoryScope,
  opts: { limit?: number; category?: string; status?: string; protocolsOnly?: boolean } = {},
): Promise<MemoryHit[]> {
  const tsq = tsQueryText(queryTerms(query));
  const trigram = await hasTrigram();
  const q = query.trim().slice(0, 200);
  if (!tsq && !trigram) return [];
  const limit = opts.limit ?? 10;
  const category = opts.category ? Prisma.sql` AND m.category = ${opts.category}::"BrainMemoryCategory"` : Prisma.empty;
  const protocols = opts.protocolsOnly ? Prisma.sql` AND m."isProtocol"` : Prisma.empty;
  const status = opts.status ?? 'approved';
  const tsqSql = tsq ? Prisma.sql`to_tsquery('english', ${tsq})` : Prisma.sql`NULL::tsquery`;
  const simSql = trigram ? Prisma.sql`GREATEST(similarity(m.title, ${q}), word_similarity(${q}, m.title))` : Prisma.sql`0::real`;
  const trigramMatch = trigram ? Prisma.sql` OR m.title % ${q} OR ${q} <% m.title` : Prisma.empty;
  const rows = await db.$queryRaw<MemoryHit[]>`
    WITH q AS (SELECT ${tsqSql} AS tsq)
    SELECT m.id, m.title, m.content, m.category::text AS category, m.importance,
           coalesce(ts_rank_cd(m."searchVector", q.tsq, 32), 0)::float8 AS "textRank",
           (${simSql})::float8 AS similarity
    FROM "BrainMemory" m, q
    WHERE m.status = ${status}::"BrainMemoryStatus" AND ${scopeSql(scope)}${category}${protocols}
      AND ((q.tsq IS NOT NULL AND m."searchVector" @@ q.tsq)${trigramMatch})
    ORDER BY (coalesce(ts_rank_cd(m."searchVector", q.tsq, 32), 0) * 0.6 + (${simSql}) * 0.3 + m.importance * 0.01) DESC, m.id
    LIMIT ${limit}`;
  return rows.map((r) => ({ ...r, score: round(r.textRank * 0.6 + r.similarity * 0.3 + r.importance * 0.01) }));
}

export interface CodeHit {
  id: string;
  path: string;
  kind: string;
  name: string;
  line: number;
  snippet: string;
  score: number;
}

/** Files and symbols of the code index built by the last deep scan. */
export async function searchCode(query: string, limit = 5): Promise<CodeHit[]> {
  const terms = queryTerms(query);
  const tsq = tsQueryText(terms);
  if (!tsq) return [];
  const trigram = await hasTrigram();
  const q = terms.join(' ');
  const simSql = trigram ? Prisma.sql`word_similarity(${q}, c.name)` : Prisma.sql`0::real`;
  const rows = await db.$queryRaw<(Omit<CodeHit, 'score'> & { rank: number; sim: number })[]>`
    WITH q AS (SELECT to_tsquery('english', ${tsq}) AS tsq)
    SELECT c.id, c.path, c.kind, c.name, c.line, c.snippet,
           ts_rank_cd(c."searchVector", q.tsq, 32)::float8 AS rank, (${simSql})::float8 AS sim
    FROM "BrainCodeEntry" c, q
    WHERE c."searchVector" @@ q.tsq
    ORDER BY (ts_rank_cd(c."searchVector", q.tsq, 32) * 0.7 + (${simSql}) * 0.3) DESC, c.path, c.line
    LIMIT ${limit}`;
  return rows.map(({ rank, sim, ...r }) => ({ ...r, score: round(rank * 0.7 + sim * 0.3) }));
}

function round(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}
