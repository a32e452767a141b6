// Stores what an import matched as its groups (EarningGroup): one row per bucket of matched rows, written
// in the import's last transaction with the allocations, so a completed import always has both and a
// failed one neither.
import type { Tx } from '../../db';
import type { MatchedSum } from './totals';

/** Groups per INSERT (each part sent as one JSON document, as the allocations are; made a part at a time) */
const GROUP_BATCH = 5_000;

export async function insertEarningGroups(tx: Tx, importId: string, sums: Iterable<MatchedSum>) {
  let part: MatchedSum[] = [];
  let n = 0;
  const send = async () => {
    const first = n + 1;
    n += part.length;
    await tx.$executeRawUnsafe(
      `INSERT INTO "EarningGroup" (id, "importId", "trackId", "releaseId", "salePeriod", store, country, currency, lines, units, amount, "amountUsd")
       SELECT $1 || '-g' || lpad(r.n::text, 9, '0'), $1, r.t, r.r, r.p, r.s, r.c, r.cur, r.l, r.u, r.a::numeric, r.usd::numeric
       FROM json_to_recordset($2::json) AS r(n int, t text, r text, p text, s text, c text, cur text, l int, u bigint, a text, usd text)`,
      importId,
      JSON.stringify(
        part.map((g, k) => ({
          n: first + k,
          t: g.trackId,
          r: g.releaseId,
          p: g.salePeriod,
          s: g.store,
          c: g.country,
          cur: g.currency,
          l: g.lines,
          u: g.units,
          a: g.amount,
          usd: g.amountUsd,
        })),
      ),
    );
    part = [];
  };
  for (const g of sums) {
    part.push(g);
    if (part.length === GROUP_BATCH) await send();
  }
  if (part.length) await send();
}
