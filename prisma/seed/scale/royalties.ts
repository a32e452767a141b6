// The generated label's money, in set-based SQL: completed statement imports whose rows are kept as the
// importer keeps them (matched rows summed into EarningGroup, unmatched rows one EarningLine each), the
// allocations (the first artist holds `bigArtistAllocations` of them, the same number again goes round
// the other artists), and one ledger transaction per import crediting what it allocated. The bulk rows go
// in with triggers off; their running totals are computed once afterwards (totals.ts).
import type { Counts } from './counts';
import { T0, h, pick } from './counts';
import { bulk, type SeedStatement } from './totals';

const STORES = ['Spotify', 'Apple Music', 'YouTube Music', 'Amazon Music', 'Deezer', 'TIDAL'];
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'BR', 'JP', 'CA', 'AU', 'MX', 'NG'];
/** Matched groups per import, unmatched rows per import (one in a hundred, capped). */
const GROUPS = 50;

export function royaltiesSql(c: Counts): SeedStatement[] {
  const rowsPer = Math.floor(c.statementRows / c.imports);
  const unmatched = Math.max(1, Math.min(20, Math.floor(rowsPer / 100)));
  const groups = Math.min(GROUPS, rowsPer - unmatched);
  const linesPerGroup = Math.floor((rowsPer - unmatched) / groups);
  const perImportBig = Math.max(1, Math.floor(c.bigArtistAllocations / c.imports));
  // Import k's statement period: one of 24 months from 2025-01.
  const period = (k: string) => `to_char(date '2025-01-01' + (((${k}) % 24) || ' months')::interval, 'YYYY-MM')`;
  const importAt = (k: string) => `(${T0} + ((${k}) || ' hours')::interval)`;
  // A live release's first track (releases whose hash picks 'distributed' are most; FK-free columns anyway).
  const bigTrack = (k: string) => `(1 + (${k}) % ${c.bigArtistReleases})`;
  return [
    `INSERT INTO "StatementImport" (id, store, period, currency, "exchangeRate", "originalName", storage, "storageKey",
        "sizeBytes", sha256, status, "bytesRead", "rowsRead", "matchedRows", "unmatchedRows", "totalUsdCents",
        "createdById", "createdAt", "startedAt", "finishedAt", layout)
     SELECT 'scale-imp-' || k, ${pick(STORES, 'k')}, ${period('k')}, 'USD', 1, 'statement-' || k || '.csv', 'local',
            'scale/statement-' || k || '.csv', ${rowsPer * 80}, md5('scale-file-' || k) || md5('scale-file2-' || k),
            'completed', ${rowsPer * 80}, ${rowsPer}, ${groups * linesPerGroup}, ${unmatched}, 0,
            (SELECT id FROM "User" WHERE email = 'admin@demo.test'), ${importAt('k')}, ${importAt('k')},
            ${importAt('k')} + interval '5 minutes', 'default'
     FROM generate_series(1, ${c.imports}) k`,
    bulk(`INSERT INTO "EarningGroup" (id, "importId", "trackId", "releaseId", "salePeriod", store, country, currency, lines,
        units, amount, "amountUsd")
     SELECT 'scale-imp-' || k || '-g' || lpad(g::text, 9, '0'), 'scale-imp-' || k, 'scale-t-' || (r * 20 + 1),
            'scale-r-' || r, ${period('k')}, ${pick(STORES, 'k')}, ${pick(COUNTRIES, 'g')}, 'USD', ${linesPerGroup},
            ${linesPerGroup} * 3, ${linesPerGroup} * 0.0042, ${linesPerGroup} * 0.0042
     FROM generate_series(1, ${c.imports}) k, generate_series(1, ${groups}) g,
          LATERAL (SELECT 1 + ${h(`'eg' || k || '-' || g`)} % ${c.releases} AS r) x`),
    bulk(`INSERT INTO "EarningLine" ("importId", "rowNumber", status, isrc, "trackTitle", store, country, "salePeriod",
        units, amount, currency, "amountUsd", artist, note)
     SELECT 'scale-imp-' || k, ${rowsPer - unmatched} + u, 'unmatched', 'QZX' || lpad((k * 100 + u)::text, 9, '0'),
            'Unknown ' || u, ${pick(STORES, 'k')}, ${pick(COUNTRIES, 'u')}, ${period('k')}, 3, 0.0126, 'USD', 0.0126,
            'Unknown Artist', 'unknown ISRC'
     FROM generate_series(1, ${c.imports}) k, generate_series(1, ${unmatched}) u`),
    // The first artist's allocations, then the same number round the others.
    bulk(`INSERT INTO "EarningAllocation" (id, "importId", "userId", "trackId", "releaseId", store, country, "salePeriod",
        units, "amountCents", "createdAt")
     SELECT 'scale-al-b-' || k || '-' || j, 'scale-imp-' || k, 'scale-a-1', 'scale-t-' || (${bigTrack('j')} * 20 + 1),
            'scale-r-' || ${bigTrack('j')}, ${pick(STORES, 'k')}, ${pick(COUNTRIES, 'j')}, ${period('k')},
            1 + ${h(`'au' || k || '-' || j`)} % 50, 1 + ${h(`'ac' || k || '-' || j`)} % 500, ${importAt('k')} + interval '5 minutes'
     FROM generate_series(1, ${c.imports}) k, generate_series(1, ${perImportBig}) j`),
    bulk(`INSERT INTO "EarningAllocation" (id, "importId", "userId", "trackId", "releaseId", store, country, "salePeriod",
        units, "amountCents", "createdAt")
     SELECT 'scale-al-o-' || k || '-' || j, 'scale-imp-' || k, 'scale-a-' || a, 'scale-t-' || (r * 20 + 1),
            'scale-r-' || r, ${pick(STORES, 'k')}, ${pick(COUNTRIES, 'j')}, ${period('k')},
            1 + ${h(`'ou' || k || '-' || j`)} % 50, 1 + ${h(`'oc' || k || '-' || j`)} % 500, ${importAt('k')} + interval '5 minutes'
     FROM generate_series(1, ${c.imports}) k, generate_series(1, ${perImportBig}) j,
          LATERAL (SELECT ${c.bigArtistReleases} + 1 + ${h(`'or' || k || '-' || j`)} % ${Math.max(1, c.releases - c.bigArtistReleases)} AS r) x,
          LATERAL (SELECT 2 + r % ${c.artists - 1} AS a) y`),
    `UPDATE "StatementImport" s SET "totalUsdCents" = t.cents
     FROM (SELECT "importId", SUM("amountCents") AS cents FROM "EarningAllocation" WHERE "importId" LIKE 'scale-imp-%'
           GROUP BY 1) t WHERE s.id = t."importId"`,
    // Statistics for the rows just written: the ledger's grouped reads below were planned on none.
    `ANALYZE "EarningAllocation", "EarningGroup"`,
    // Ledger: an earnings account per credited artist, the platform's store receipts, one transaction per import.
    `INSERT INTO "LedgerAccount" (id, "userId", kind)
     SELECT 'scale-la-' || "userId", "userId", 'earnings' FROM (SELECT DISTINCT "userId" FROM "EarningAllocation"
       WHERE "importId" LIKE 'scale-imp-%') u
     ON CONFLICT ("userId", kind) DO NOTHING`,
    `INSERT INTO "LedgerAccount" (id, "userId", kind)
     SELECT 'scale-la-store-receipts', NULL, 'store_receipts'
     WHERE NOT EXISTS (SELECT 1 FROM "LedgerAccount" WHERE "userId" IS NULL AND kind = 'store_receipts')`,
    `INSERT INTO "LedgerTransaction" (id, kind, memo, "refType", "refId", "createdAt")
     SELECT 'scale-lt-' || id, 'statement_import', 'Store statement earnings', 'statement_import', id, "finishedAt"
     FROM "StatementImport" WHERE id LIKE 'scale-imp-%'`,
    bulk(`INSERT INTO "LedgerEntry" (id, "transactionId", "accountId", "amountCents", "createdAt")
     SELECT 'scale-le-' || a."importId" || '-' || a."userId", 'scale-lt-' || a."importId", la.id, SUM(a."amountCents"),
            MAX(a."createdAt")
     FROM "EarningAllocation" a JOIN "LedgerAccount" la ON la."userId" = a."userId" AND la.kind = 'earnings'
     WHERE a."importId" LIKE 'scale-imp-%' GROUP BY a."importId", a."userId", la.id`),
    bulk(`INSERT INTO "LedgerEntry" (id, "transactionId", "accountId", "amountCents", "createdAt")
     SELECT 'scale-le-' || s.id || '-platform', 'scale-lt-' || s.id,
            (SELECT id FROM "LedgerAccount" WHERE "userId" IS NULL AND kind = 'store_receipts' LIMIT 1),
            -s."totalUsdCents", s."finishedAt"
     FROM "StatementImport" s WHERE s.id LIKE 'scale-imp-%'`),
    // The first artist is paid as the demo artist is: the same payout method and tax details (same key).
    ...['PayoutMethod', 'TaxProfile'].map(
      (table) => `INSERT INTO "${table}"
       SELECT (jsonb_populate_record(NULL::"${table}", to_jsonb(t) || jsonb_build_object('id', 'scale-${table}-1', 'userId', 'scale-a-1'))).*
       FROM "${table}" t JOIN "User" u ON u.id = t."userId" WHERE u.email = 'artist@demo.test'`,
    ),
  ];
}
