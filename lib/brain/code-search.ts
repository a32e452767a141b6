// Search of the code index built by the last deep scan (super admins' questions about the platform):
// full-text over symbol names and bodies, an exact symbol name in the question first.
import { db } from '../platform/db';
import { Prisma } from '../generated/prisma/client';
import { CANDIDATES, hasTrigram, POOL, queryTerms, round, tsQueryPairs, tsQueryText } from './search';

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
  // An exact symbol name in the question (withAuth) outranks every partial match.
  const simSql = trigram
    ? Prisma.sql`GREATEST(word_similarity(${q}, c.name), CASE WHEN lower(c.name) = ANY(${terms}::text[]) THEN 1 ELSE 0 END)`
    : Prisma.sql`CASE WHEN lower(c.name) = ANY(${terms}::text[]) THEN 1 ELSE 0 END`;
  // Only capped candidates are ranked, as for memories: a question's common words ("rule", "release")
  // match thousands of entries, and ranking them all cost 50-150 ms on the embedded PGlite under load.
  // Candidates: entries named by a word of the question (the name is the vector's weight A), entries
  // holding two or more of its words, and entries holding any word only when those were too few.
  // Rank and similarity are computed once per candidate.
  const pairs = tsQueryPairs(terms);
  const names = terms.filter((t) => /^[a-z0-9]+$/.test(t)).map((t) => `${t}:A`);
  const rows = await db.$queryRaw<(Omit<CodeHit, 'score'> & { rank: number; sim: number })[]>`
    WITH q AS (SELECT to_tsquery('english', ${tsq}) AS tsq),
    named AS (
      SELECT c.id FROM "BrainCodeEntry" c
      WHERE ${names.length > 0} AND c."searchVector" @@ to_tsquery('simple', ${names.join(' | ') || 'none'})
      LIMIT ${CANDIDATES}),
    strict AS (
      SELECT p.id FROM (
        SELECT c.id, c."searchVector" FROM "BrainCodeEntry" c
        WHERE ${pairs !== null} AND c."searchVector" @@ to_tsquery('english', ${pairs ?? tsq}) LIMIT ${POOL}) p, q
      ORDER BY ts_rank(p."searchVector", q.tsq) DESC LIMIT ${CANDIDATES}),
    loose AS (
      SELECT p.id FROM (
        SELECT c.id, c."searchVector" FROM "BrainCodeEntry" c, q
        WHERE c."searchVector" @@ q.tsq AND (SELECT count(*) FROM strict) < ${Math.max(limit, 8)} LIMIT ${POOL}) p, q
      ORDER BY ts_rank(p."searchVector", q.tsq) DESC LIMIT ${CANDIDATES}),
    cand AS (SELECT id FROM named UNION SELECT id FROM strict UNION SELECT id FROM loose)
    SELECT * FROM (
      SELECT c.id, c.path, c.kind, c.name, c.line, c.snippet,
             ts_rank_cd(c."searchVector", q.tsq, 32)::float8 AS rank, (${simSql})::float8 AS sim
      FROM cand JOIN "BrainCodeEntry" c ON c.id = cand.id, q
    ) s
    ORDER BY (s.rank * 0.7 + s.sim * 0.3) DESC, s.path, s.line
    LIMIT ${limit}`;
  return rows.map(({ rank, sim, ...r }) => ({ ...r, score: round(rank * 0.7 + sim * 0.3) }));
}
