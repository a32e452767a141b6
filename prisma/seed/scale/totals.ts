// The running totals of the generated label's money, computed once after the bulk load. The statements that
// write the allocations, groups, lines and ledger entries run with triggers off (`bulk`, below): the
// statement-level triggers that keep EarningMonthTotal, EarningGroupTotal, EarningCellTotal,
// EarningShareTotal and StatementMonthTotal (migrations earning_totals, analytics_month_totals,
// earning_cell_totals, earning_share_totals) would each add a grouped upsert to every one of those inserts,
// and the per-row foreign-key checks cost as much again. Each total is then one INSERT ... SELECT over the
// generated rows, and `totalsMismatches` recounts every total from its rows (the demo data's too): the seed
// fails when one differs.
import type { Db } from '../../../lib/platform/db';

/** A seed statement run with triggers and foreign-key checks off (`session_replication_role = replica`). */
export interface BulkStatement {
  bulk: string;
}
export type SeedStatement = string | BulkStatement;
export const bulk = (sql: string): BulkStatement => ({ bulk: sql });

/** Runs one seed statement; a bulk one in its own transaction with `SET LOCAL session_replication_role`. */
export async function runStatement(db: Db, s: SeedStatement): Promise<void> {
  if (typeof s === 'string') {
    await db.$executeRawUnsafe(s);
    return;
  }
  await db.$transaction([
    db.$executeRawUnsafe(`SET LOCAL session_replication_role = replica`),
    db.$executeRawUnsafe(s.bulk),
  ]);
}

const SCALE_ROWS = `"importId" LIKE 'scale-imp-%'`;
const add = (cols: string[]) => cols.map((c) => `"${c}" = t."${c}" + EXCLUDED."${c}"`).join(', ');

/** What the triggers would have added for the generated rows, one statement per totals table. */
export function totalsSql(): string[] {
  return [
    `INSERT INTO "EarningMonthTotal" AS t ("userId", "month", "cents", "lines")
     SELECT "userId", date_trunc('month', "createdAt")::date, SUM("amountCents"), COUNT(*)
     FROM "EarningAllocation" WHERE ${SCALE_ROWS} AND "userId" IS NOT NULL GROUP BY 1, 2
     ON CONFLICT ("userId", "month") DO UPDATE SET ${add(['cents', 'lines'])}`,
    `INSERT INTO "EarningGroupTotal" AS t ("userId", "importId", "trackId", "store", "cents", "lines", "lastAt")
     SELECT "userId", "importId", COALESCE("trackId", ''), "store", SUM("amountCents"), COUNT(*), MAX("createdAt")
     FROM "EarningAllocation" WHERE ${SCALE_ROWS} AND "userId" IS NOT NULL GROUP BY 1, 2, 3, 4
     ON CONFLICT ("userId", "importId", "trackId", "store") DO UPDATE SET ${add(['cents', 'lines'])},
       "lastAt" = GREATEST(t."lastAt", EXCLUDED."lastAt")`,
    `INSERT INTO "EarningCellTotal" AS t ("userId", "salePeriod", "store", "trackId", "country", "cents", "lines")
     SELECT "userId", "salePeriod", "store", COALESCE("trackId", ''), "country", SUM("amountCents"), COUNT(*)
     FROM "EarningAllocation" WHERE ${SCALE_ROWS} AND "userId" IS NOT NULL GROUP BY 1, 2, 3, 4, 5
     ON CONFLICT ("userId", "salePeriod", "store", "trackId", "country") DO UPDATE SET ${add(['cents', 'lines'])}`,
    `INSERT INTO "EarningShareTotal" AS t ("releaseId", "salePeriod", "shareId", "userId", "cents", "lines")
     SELECT "releaseId", "salePeriod", COALESCE("shareId", ''), COALESCE("userId", ''), SUM("amountCents"), COUNT(*)
     FROM "EarningAllocation" WHERE ${SCALE_ROWS} AND "releaseId" IS NOT NULL GROUP BY 1, 2, 3, 4
     ON CONFLICT ("releaseId", "salePeriod", "shareId", "userId") DO UPDATE SET ${add(['cents', 'lines'])}`,
    `INSERT INTO "StatementMonthTotal" AS t ("month", "units", "amountUsd")
     SELECT "month", SUM("units"), SUM("amountUsd") FROM (
       SELECT left("salePeriod", 7) AS "month", "units", "amountUsd" FROM "EarningGroup" WHERE ${SCALE_ROWS}
       UNION ALL
       SELECT left("salePeriod", 7), "units", "amountUsd" FROM "EarningLine" WHERE ${SCALE_ROWS} AND "status" = 'unmatched'
     ) s GROUP BY 1
     ON CONFLICT ("month") DO UPDATE SET ${add(['units', 'amountUsd'])}`,
  ];
}

/** Each totals table (its live rows) against a recount from the rows it sums; `lastAt` is not compared. */
const RECOUNTS: Record<string, [kept: string, recount: string]> = {
  EarningMonthTotal: [
    `SELECT "userId", "month", "cents", "lines" FROM "EarningMonthTotal" WHERE "lines" <> 0`,
    `SELECT "userId", date_trunc('month', "createdAt")::date, SUM("amountCents")::bigint, COUNT(*)::int
     FROM "EarningAllocation" WHERE "userId" IS NOT NULL GROUP BY 1, 2`,
  ],
  EarningGroupTotal: [
    `SELECT "userId", "importId", "trackId", "store", "cents", "lines" FROM "EarningGroupTotal" WHERE "lines" <> 0`,
    `SELECT "userId", "importId", COALESCE("trackId", ''), "store", SUM("amountCents")::bigint, COUNT(*)::int
     FROM "EarningAllocation" WHERE "userId" IS NOT NULL GROUP BY 1, 2, 3, 4`,
  ],
  EarningCellTotal: [
    `SELECT "userId", "salePeriod", "store", "trackId", "country", "cents", "lines" FROM "EarningCellTotal" WHERE "lines" <> 0`,
    `SELECT "userId", "salePeriod", "store", COALESCE("trackId", ''), "country", SUM("amountCents")::bigint, COUNT(*)::int
     FROM "EarningAllocation" WHERE "userId" IS NOT NULL GROUP BY 1, 2, 3, 4, 5`,
  ],
  EarningShareTotal: [
    `SELECT "releaseId", "salePeriod", "shareId", "userId", "cents", "lines" FROM "EarningShareTotal" WHERE "lines" <> 0`,
    `SELECT "releaseId", "salePeriod", COALESCE("shareId", ''), COALESCE("userId", ''), SUM("amountCents")::bigint, COUNT(*)::int
     FROM "EarningAllocation" WHERE "releaseId" IS NOT NULL GROUP BY 1, 2, 3, 4`,
  ],
  StatementMonthTotal: [
    `SELECT "month", "units", "amountUsd" FROM "StatementMonthTotal" WHERE "units" <> 0 OR "amountUsd" <> 0`,
    `SELECT "month", SUM("units")::bigint, SUM("amountUsd")::decimal(38, 16) FROM (
       SELECT left("salePeriod", 7) AS "month", "units", "amountUsd" FROM "EarningGroup"
       UNION ALL
       SELECT left("salePeriod", 7), "units", "amountUsd" FROM "EarningLine" WHERE "status" = 'unmatched'
     ) s GROUP BY 1`,
  ],
  AuditActionTotal: [
    `SELECT "actorId", "action", "count" FROM "AuditActionTotal" WHERE "count" <> 0`,
    `SELECT "actorId", "action", COUNT(*)::int FROM "AuditLog" WHERE "actorId" IS NOT NULL GROUP BY 1, 2`,
  ],
};

/** Rows of each totals table that differ from a recount (kept and not recounted, or recounted and not kept). */
export async function totalsMismatches(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [table, [kept, recount]] of Object.entries(RECOUNTS)) {
    const [{ n }] = await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT COUNT(*)::int AS n FROM (((${kept}) EXCEPT ALL (${recount})) UNION ALL ((${recount}) EXCEPT ALL (${kept}))) d`,
    );
    out[table] = n;
  }
  return out;
}
