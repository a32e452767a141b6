// The allocation phase of an import, in one transaction: rounds each matched group once, spreads
// release-level sales over the release's tracks, splits each track's cents by its split sheet
// (largest remainders), writes the allocation rows, credits the ledger and marks the import completed.
import { db, type Tx } from '../../platform/db';
import { BadRequest } from '../../platform/errors';
import { spreadOverTracks } from '../allocate';
import { balanceCents, creditEarnings } from '../ledger';
import { SplitResolver } from '../split-resolver';
import { lockAllocationTargets } from '../allocation-targets';

export interface AllocationGroup {
  trackId: string | null;
  releaseId: string;
  salePeriod: string;
  store: string;
  country: string;
  units: number;
  cents: number;
}

type AllocationRow = {
  userId: string | null;
  shareId: string | null;
  trackId: string;
  releaseId: string;
  store: string;
  country: string;
  salePeriod: string;
  units: number;
  amountCents: number;
  recoup: boolean;
};

/** Allocation rows per INSERT */
const ALLOCATION_BATCH = 50_000;

/**
 * One INSERT per part of the rows, sent as one JSON document: serialising it is native and quick, where
 * eleven parameter arrays (Prisma's createMany, or unnest) cost the import more time than the database
 * spent inserting. Ids are the import's id and a sequence number, ascending as the rows are written,
 * so the primary key's index is appended to rather than written at random places.
 */
async function insertAllocations(tx: Tx, importId: string, rows: AllocationRow[], first: number) {
  await tx.$executeRawUnsafe(
    `INSERT INTO "EarningAllocation" (id, "importId", "userId", "shareId", "trackId", "releaseId", store, country, "salePeriod", units, "amountCents", recoup)
     SELECT $1 || '-a' || lpad(r.n::text, 9, '0'), $1, r.u, r.s, r.t, r.r, r.st, r.c, r.p, r.un, r.a, r.rc
     FROM json_to_recordset($2::json) AS r(n int, u text, s text, t text, r text, st text, c text, p text, un int, a int, rc boolean)`,
    importId,
    JSON.stringify(
      rows.map((r, i) => ({
        n: first + i,
        u: r.userId,
        s: r.shareId,
        t: r.trackId,
        r: r.releaseId,
        st: r.store,
        c: r.country,
        p: r.salePeriod,
        un: r.units,
        a: r.amountCents,
        rc: r.recoup,
      })),
    ),
  );
}

/**
 * Allocates every matched group in one transaction: rounds the group's micro-dollars to cents once,
 * spreads release-level sales over the tracks, splits each track's cents by its sheet with
 * largest-remainder rounding, writes the allocations and credits the ledger.
 */
export async function allocateGroups(
  importId: string,
  groups: AllocationGroup[],
  finish?: (
    tx: Tx,
    r: { allocatedCents: number; contributors: number; debts: { userId: string; cents: number }[] },
  ) => Promise<void>,
) {
  return db.$transaction(
    async (tx) => {
      const resolver = new SplitResolver(tx);
      await resolver.preload(groups.flatMap((g) => (g.trackId ? [g.trackId] : [])));
      const releaseTracks = new Map<string, string[]>();
      const rows: AllocationRow[] = [];
      const credits = new Map<string, number>();
      let allocatedCents = 0;
      for (const g of groups) {
        const cents = g.cents;
        let perTrack: { trackId: string; cents: number; units: number }[];
        if (g.trackId) perTrack = [{ trackId: g.trackId, cents, units: g.units }];
        else {
          if (!releaseTracks.has(g.releaseId))
            releaseTracks.set(
              g.releaseId,
              (
                await tx.track.findMany({
                  where: { releaseId: g.releaseId },
                  orderBy: { position: 'asc' },
                  select: { id: true },
                })
              ).map((t) => t.id),
            );
          const ids = releaseTracks.get(g.releaseId)!;
          if (ids.length === 0)
            throw new BadRequest(`A release-level sale matched release ${g.releaseId}, which has no tracks.`);
          const units = spreadOverTracks(g.units, ids);
          perTrack = spreadOverTracks(cents, ids).map((t, i) => ({ ...t, units: units[i].cents }));
        }
        for (const t of perTrack) {
          if (t.cents === 0 && t.units === 0) continue;
          const parts =
            t.cents === 0
              ? []
              : (resolver.allocateLoaded(t.trackId, g.salePeriod, t.cents) ??
                (await resolver.allocate(t.trackId, g.salePeriod, t.cents)));
          for (const p of parts) {
            rows.push({
              userId: p.userId,
              shareId: p.shareId,
              trackId: t.trackId,
              releaseId: g.releaseId,
              store: g.store,
              country: g.country,
              salePeriod: g.salePeriod,
              units: t.units,
              amountCents: p.cents,
              recoup: p.recoup,
            });
            allocatedCents += p.cents;
            if (p.userId) credits.set(p.userId, (credits.get(p.userId) ?? 0) + p.cents);
          }
        }
      }
      await lockAllocationTargets(
        tx,
        importId,
        rows.map((r) => r.trackId),
        rows.map((r) => r.releaseId),
      );
      // In parts, so a statement with millions of groups does not build one huge document.
      for (let i = 0; i < rows.length; i += ALLOCATION_BATCH)
        await insertAllocations(tx, importId, rows.slice(i, i + ALLOCATION_BATCH), i);
      await resolver.flush();
      await creditEarnings(tx, credits, {
        refType: 'StatementImport',
        refId: importId,
        memo: 'Store statement earnings',
      });
      // A refund larger than a contributor's balance leaves it below zero: the ledger records the
      // debt (a negative balance), later earnings repay it and no payout can be requested meanwhile.
      const debts: { userId: string; cents: number }[] = [];
      for (const [userId, cents] of credits) {
        if (cents >= 0) continue;
        const balance = await balanceCents(tx, userId);
        if (balance < 0n) debts.push({ userId, cents: Number(-balance) });
      }
      await finish?.(tx, { allocatedCents, contributors: credits.size, debts });
      return { allocatedCents, contributors: credits.size, invites: resolver.invites, debts };
    },
    { timeout: 10 * 60_000, maxWait: 60_000 },
  );
}
