// Who may put an ISRC on a track. An ISRC names one recording, and a recording is released again: a single
// and the album it comes from, a deluxe edition, the owner's own compilation carry the same ISRC (that is
// what stores and collecting societies expect; a new code would split the recording's streams and history).
// So a code may be on several releases of one owner, once per release, and never on another owner's release.
// Checked in the writing transaction, under a lock per code, so two owners writing one code at the same
// time cannot both pass.
import type { Tx } from '../platform/db';
import { Conflict } from '../platform/errors';
import { formatIsrc } from '../platform/format';

type Claim = { ownerId: string; releaseId: string; trackId?: string | null };

/** Another owner's use of one of `codes`, or a second track of the same release with it, is a 409. */
export async function claimIsrcs(tx: Tx, codes: (string | null | undefined)[], claim: Claim): Promise<void> {
  const list = [...new Set(codes.filter((c): c is string => !!c))].sort();
  if (!list.length) return;
  // Sorted, so two transactions claiming overlapping codes take the locks in the same order.
  await tx.$queryRawUnsafe(
    `SELECT count(pg_advisory_xact_lock(hashtext('isrc:' || c))) FROM (SELECT unnest($1::text[]) AS c ORDER BY 1) s`,
    list,
  );
  const others = await tx.track.findMany({
    where: { isrc: { in: list }, ...(claim.trackId ? { NOT: { id: claim.trackId } } : {}) },
    select: { isrc: true, position: true, releaseId: true, release: { select: { ownerId: true } } },
  });
  const foreign = others.find((t) => t.release.ownerId !== claim.ownerId);
  // Never names the other recording: it may be another artist's unreleased track.
  if (foreign)
    throw new Conflict(
      `ISRC ${formatIsrc(foreign.isrc!)} is already used by another owner's recording. Each recording has its own ISRC.`,
    );
  const here = others.find((t) => t.releaseId === claim.releaseId);
  if (here)
    throw new Conflict(
      `ISRC ${formatIsrc(here.isrc!)} is already on track ${here.position} of this release: each track of a release has its own recording.`,
    );
}
