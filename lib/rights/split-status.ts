// Who signed a work's split sheet and who has not yet (the current version's signature rows, one per writer).
import { db } from '../platform/db';

/** The current split sheet's writers of a work, with when each signed (null: not signed yet). */
export async function splitSignatures(workId: string): Promise<{ name: string; signedAt: Date | null }[]> {
  const version = await db.workSplitVersion.findFirst({
    where: { workId, supersededAt: null },
    orderBy: { version: 'desc' },
    select: { signatures: { select: { partyName: true, signedAt: true }, orderBy: { partyName: 'asc' } } },
  });
  return (version?.signatures ?? []).map((s) => ({ name: s.partyName, signedAt: s.signedAt }));
}
