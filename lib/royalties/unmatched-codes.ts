// The codes behind the unmatched statement rows ("which ISRCs didn't match anything"), for the assistant.
import { db } from '../platform/db';

/** The distinct ISRCs (the UPC when a row has no ISRC) of unmatched rows of completed imports, with row counts. */
export async function unmatchedCodes(): Promise<{ code: string; rows: number }[]> {
  const imports = await db.statementImport.findMany({ where: { status: 'completed' }, select: { id: true } });
  const rows = await db.earningLine.groupBy({
    by: ['isrc', 'upc'],
    where: { status: 'unmatched', importId: { in: imports.map((i) => i.id) } },
    _count: { _all: true },
  });
  const per = new Map<string, number>();
  for (const r of rows) {
    const code = r.isrc || r.upc || '(no code)';
    per.set(code, (per.get(code) ?? 0) + r._count._all);
  }
  return [...per]
    .map(([code, n]) => ({ code, rows: n }))
    .sort((a, b) => b.rows - a.rows || a.code.localeCompare(b.code));
}
