// Stores what an import matched as its groups (EarningGroup): one row per bucket of matched rows, written
// in the import's last transaction with the allocations, so a completed import always has both and a
// failed one neither.
import type { Tx } from '../../platform/db';
import type { MatchedSum } from './totals';

/**
 * Groups per INSERT. Each group is turned into its JSON array as it is made, so only those short strings
 * wait for the database: a part of 5,000 groups held as objects across the round trip was promoted to
 * the old generation, and a million-row statement's import peaked ~25 MB higher (docs/performance.md).
 */
const GROUP_BATCH = 2_000;

export async function insertEarningGroups(tx: Tx, importId: string, sums: Iterable<MatchedSum>) {
  let part: string[] = [];
  let first = 1;
  const send = async () => {
    await tx.$executeRawUnsafe(
      `INSERT INTO "EarningGroup" (id, "importId", "trackId", "releaseId", "salePeriod", store, country, currency, lines, units, amount, "amountUsd")
       SELECT $1 || '-g' || lpad(($3::int + e.i - 1)::text, 9, '0'), $1, e.g->>0, e.g->>1, e.g->>2, e.g->>3, e.g->>4, e.g->>5,
              (e.g->>6)::int, (e.g->>7)::bigint, (e.g->>8)::numeric, (e.g->>9)::numeric
       FROM json_array_elements($2::json) WITH ORDINALITY AS e(g, i)`,
      importId,
      `[${part.join(',')}]`,
      first,
    );
    first += part.length;
    part = [];
  };
  for (const g of sums) {
    part.push(
      JSON.stringify([
        g.trackId,
        g.releaseId,
        g.salePeriod,
        g.store,
        g.country,
        g.currency,
        g.lines,
        g.units,
        g.amount,
        g.amountUsd,
      ]),
    );
    if (part.length === GROUP_BATCH) await send();
  }
  if (part.length) await send();
}
