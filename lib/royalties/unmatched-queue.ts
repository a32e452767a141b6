// The review queue of unmatched statement rows (GET /api/royalties/unmatched), paged by a keyset on the line's
// key (import, row number): `?cursor=<line id>` continues after that line, so rows written between two calls
// neither repeat nor shift the pages.
import type { z } from 'zod';
import { db } from '../platform/db';
import type { Page } from '../platform/paging';
import type { Prisma } from '../generated/prisma/client';
import { lineKey, parseLineKey } from './line-key';
import type { unmatchedQuerySchema } from './schema';

const LINE_FIELDS = {
  rowNumber: true,
  isrc: true,
  upc: true,
  trackTitle: true,
  artist: true,
  note: true,
  store: true,
  country: true,
  salePeriod: true,
  units: true,
  amount: true,
  currency: true,
  amountUsd: true,
  importId: true,
} satisfies Prisma.EarningLineSelect;

/** Lines after the cursor's (import, row) in the queue's order; every line when there is no cursor. */
function afterCursor(cursor: string | undefined): Prisma.EarningLineWhereInput {
  const at = cursor ? parseLineKey(cursor) : null;
  if (!at) return {};
  return {
    OR: [{ importId: { gt: at.importId } }, { importId: at.importId, rowNumber: { gt: at.rowNumber } }],
  };
}

export async function listUnmatched(q: z.infer<typeof unmatchedQuerySchema>) {
  // Lines carry the import's id without a relation (for load speed): the completed imports first.
  const imports = new Map(
    (
      await db.statementImport.findMany({
        where: { status: 'completed' },
        select: { id: true, originalName: true },
      })
    ).map((i) => [i.id, i]),
  );
  const where = { status: 'unmatched' as const, importId: { in: [...imports.keys()] } };
  const [rows, total] = await Promise.all([
    db.earningLine.findMany({
      where: { ...where, ...afterCursor(q.cursor) },
      orderBy: [{ importId: 'asc' }, { rowNumber: 'asc' }],
      take: q.limit + 1,
      select: LINE_FIELDS,
    }),
    db.earningLine.count({ where }),
  ]);
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
