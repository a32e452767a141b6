// The summary a finished import stores (GET /api/royalties/statements/{id} sends it back), and what an
// import that stopped records: held when the file's own figures disagree, failed otherwise.
import { db, executeSql } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { Discrepancy } from './discrepancy';

/** What a finished import stored as its summary (GET /api/royalties/statements/{id} sends it back). */
export interface ImportSummary {
  layout: string;
  rows: number;
  matched: number;
  unmatched: number;
  skipped: number;
  skippedReasons: Record<string, number>;
  unmatchedReasons: Record<string, number>;
  totalUsdCents: number;
  matchedUsdCents: number;
  unmatchedUsdCents: number;
  /** Revenue on rows skipped by rule (a payout): read, not imported */
  refusedUsdCents: number;
  /** Every amount read: matched + unmatched + refused */
  readUsdCents: number;
  allocatedCents: number;
  byStore: Record<string, number>;
  byMonth: Record<string, number>;
  byCurrency: Record<string, string>;
  contributors: number;
  /** Users whose balance a negative allocation (a refund) took below zero: the debt they carry */
  debts: { userId: string; cents: number }[];
}

/** An import that stopped: its lines and skipped rows deleted, held with a Discrepancy's figures, else failed. */
export async function recordFailure(importId: string, err: unknown) {
  await executeSql(`DELETE FROM "EarningLine" WHERE "importId" = $1`, [importId]);
  await executeSql(`DELETE FROM "StatementSkippedRow" WHERE "importId" = $1`, [importId]);
  if (err instanceof Discrepancy) {
    // The file's own figures disagree: held, with them, until an admin accepts it (or deletes it).
    await db.statementImport.update({
      where: { id: importId },
      data: { status: 'held', error: err.message, discrepancy: err.message, finishedAt: new Date() },
    });
    return;
  }
  const message =
    err instanceof AppError
      ? err.message
      : 'The import stopped on an unexpected error; nothing was recorded. Try again or contact support.';
  if (!(err instanceof AppError)) logger.error('statement import failed', err);
  await db.statementImport.update({
    where: { id: importId },
    data: { status: 'failed', error: message, finishedAt: new Date() },
  });
}
