// The name of one statement line in the API, the ledger and the audit log. A line is keyed by its import
// and row number (prisma/schema/royalties.prisma); its name joins the two, the row number padded to 9
// digits so names sort as the file reads (and equal the ids lines had before they lost the column).

export const lineKey = (importId: string, rowNumber: number) => `${importId}-${String(rowNumber).padStart(9, '0')}`;

/** The import and row a line's name points to; null when the name is not one. */
export function parseLineKey(key: string): { importId: string; rowNumber: number } | null {
  const m = /^(.+)-(\d{9,10})$/.exec(key);
  if (!m) return null;
  const rowNumber = Number(m[2]);
  return rowNumber >= 1 && rowNumber <= 2_147_483_647 ? { importId: m[1], rowNumber } : null;
}
