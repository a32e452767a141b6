// The rows an earnings allocation references without a foreign key (its import, tracks and releases;
// prisma/schema/royalties.prisma says why), locked as a key check locks them, FOR KEY SHARE, so none can
// be deleted before the transaction ends, and checked to exist: one statement per table for all the rows
// a writer is about to insert, where the keys checked each row. Every writer of allocations calls it
// in its transaction before inserting.
import type { Tx } from '../platform/db';
import { Conflict } from '../platform/errors';

async function lockedCount(tx: Tx, table: 'StatementImport' | 'Track' | 'Release', ids: string[]) {
  const [{ n }] = await tx.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM "${table}" WHERE id = ANY($1::text[]) FOR KEY SHARE) locked`,
    ids,
  );
  return n;
}

export async function lockAllocationTargets(
  tx: Tx,
  importId: string,
  trackIds: Iterable<string | null>,
  releaseIds: Iterable<string | null>,
): Promise<void> {
  const tracks = [...new Set(trackIds)].filter((id): id is string => id !== null);
  const releases = [...new Set(releaseIds)].filter((id): id is string => id !== null);
  if ((await lockedCount(tx, 'StatementImport', [importId])) !== 1)
    throw new Conflict('This statement was deleted while its earnings were being allocated.');
  if (
    (await lockedCount(tx, 'Track', tracks)) !== tracks.length ||
    (await lockedCount(tx, 'Release', releases)) !== releases.length
  )
    throw new Conflict(
      'A track or release of this statement was deleted while its earnings were being allocated: nothing was credited. Import the statement again.',
    );
}
