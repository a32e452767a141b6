// The review queue of unmatched statement rows (GET /api/royalties/unmatched), paged by a keyset on the line's
// key (import, row number): `?cursor=<line id>` continues after that line, so rows written between two calls
// neither repeat nor shift the pages.
import type { z } from 'zod';
import { db } from '../platform/db';
import type { Page } from '../platform/paging';
import { Prisma } from '../generated/prisma/client';
import { lineKey, parseLineKey } from './line-key';
import type { unmatchedQuerySchema } from './schema';

interface LineRow {
  importId: string;
  rowNumber: number;
  isrc: string;
  upc: string;
  trackTitle: string;
  artist: string;
  note: string;
  store: string;
  country: string;
  salePeriod: string;
  units: number;
  amount: Prisma.Decimal;
  currency: string;
  amountUsd: Prisma.Decimal;
}

/** Unmatched lines of completed imports (lines carry the import's id without a relation, for load speed): a
 *  semi-join on the import, where a list of every completed import's id (5,000 at a label's scale) made each call
 *  send and check thousands of parameters. The partial index EarningLine_unmatched_idx holds exactly these rows. */
const QUEUE = Prisma.sql`l.status = 'unmatched'
  AND EXISTS (SELECT 1 FROM "StatementImport" i WHERE i.id = l."importId" AND i.status = 'completed')`;

/** Lines after the cursor's (import, row) in the queue's order; every line when there is no cursor. */
function afterCursor(cursor: string | undefined): Prisma.Sql {
  const at = cursor ? parseLineKey(cursor) : null;
  return at ? Prisma.sql`AND (l."importId", l."rowNumber") > (${at.importId}, ${at.rowNumber})` : Prisma.empty;
}

export async function listUnmatched(q: z.infer<typeof unmatchedQuerySchema>) {
  const [rows, [{ total }]] = await Promise.all([
    db.$queryRaw<LineRow[]>`
      SELECT l."importId", l."rowNumber", l.isrc, l.upc, l."trackTitle", l.artist, l.note, l.store, l.country,
             l."salePeriod", l.units, l.amount, l.currency, l."amountUsd"
      FROM "EarningLine" l WHERE ${QUEUE} ${afterCursor(q.cursor)}
      ORDER BY l."importId", l."rowNumber" LIMIT ${q.limit + 1}`,
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM "EarningLine" l WHERE ${QUEUE}`,
  ]);
  // The names of the page's imports only.
  const imports = new Map(
    (
      await db.statementImport.findMany({
        where: { id: { in: [...new Set(rows.map((r) => r.importId))] } },
        select: { id: true, originalName: true },
      })
    ).map((i) => [i.id, i]),
  );
  const lines = rows.slice(0, q.limit);
  const items = lines.map(({ importId, ...l }) => ({
    id: lineKey(importId, l.rowNumber),
    ...l,
    import: imports.get(importId)!,
    amount: l.amount.toString(),
    amountUsd: l.amountUsd.toString(),
  }));
  const page: Page<(typeof items)[number]> = {
    items,
    nextCursor: rows.length > q.limit ? items[items.length - 1].id : null,
    total,
  };
  return page;
}
