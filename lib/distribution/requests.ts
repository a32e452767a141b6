// Code requests from artists (/tnm-isrc-request, /tnm-upc-request): the next code for one of their
// own tracks or releases that has none yet, up to the per-artist limit of codes held before approval.
import { db, type Tx } from '../platform/db';
import { Conflict } from '../platform/errors';
import { getReleaseForUser, getTrackForUser } from './releases/access';
import type { SessionUser } from '../platform/auth/session';
import { recordAudit } from '../platform/audit';
import { formatIsrc, nextIsrc } from './isrc';
import { nextUpc } from './upc';
import { CODE_TX } from './settings';
import { assertCodeRequestAllowed } from './code-pool';
import { isAdminRole } from '../platform/auth/roles';

/**
 * Issues the next code in one transaction: the self-service limit (staff issue codes on an artist's behalf, for
 * support), the number, then `write` sets it only where the record still has none (two simultaneous requests
 * cannot give one record two codes) and the audit entry.
 */
async function issueCode(
  user: SessionUser,
  ownerId: string,
  kind: 'isrc' | 'upc',
  next: (tx: Tx) => Promise<string>,
  write: (tx: Tx, code: string) => Promise<{ count: number }>,
  taken: string,
  target: { type: 'Track' | 'Release'; id: string },
): Promise<string> {
  return db.$transaction(async (tx) => {
    if (!isAdminRole(user.role)) await assertCodeRequestAllowed(tx, ownerId, kind);
    const code = await next(tx);
    if ((await write(tx, code)).count !== 1) throw new Conflict(taken);
    await recordAudit({ tx, actor: user.id, action: `${kind}.assign`, target, detail: { [kind]: code } });
    return code;
  }, CODE_TX);
}

export async function requestIsrc(user: SessionUser, trackId: string) {
  const t = await getTrackForUser(trackId, user);
  if (t.isrc) throw new Conflict(`This track already has the ISRC ${formatIsrc(t.isrc)}.`);
  const isrc = await issueCode(
    user,
    t.release.ownerId,
    'isrc',
    nextIsrc,
    (tx, code) => tx.track.updateMany({ where: { id: trackId, isrc: null }, data: { isrc: code } }),
    'This track was given an ISRC meanwhile.',
    { type: 'Track', id: trackId },
  );
  return { trackId, isrc, display: formatIsrc(isrc) };
}

export async function requestUpc(user: SessionUser, releaseId: string) {
  const r = await getReleaseForUser(releaseId, user);
  if (r.upc) throw new Conflict(`This release already has the UPC ${r.upc}.`);
  const upc = await issueCode(
    user,
    r.ownerId,
    'upc',
    nextUpc,
    (tx, code) => tx.release.updateMany({ where: { id: releaseId, upc: null }, data: { upc: code } }),
    'This release was given a UPC meanwhile.',
    { type: 'Release', id: releaseId },
  );
  return { releaseId, upc };
}

/** The artist's own releases with their UPC, for /tnm-upc-request. */
export async function listUpcRequestRows(user: SessionUser, take = CODE_ROWS) {
  const releases = await db.release.findMany({
    where: { ownerId: user.id },
    orderBy: { createdAt: 'desc' },
    // bounded: the newest releases (an artist with 500 releases rendered them all on every visit)
    take,
    select: { id: true, title: true, upc: true },
  });
  return releases.map((r) => ({ id: r.id, label: r.title, code: r.upc }));
}

/** How many of the newest releases (UPC) or tracks (ISRC) the code request pages list. */
export const CODE_ROWS = 200;

/** The artist's own tracks with their ISRC, for /tnm-isrc-request. */
export async function listIsrcRequestRows(user: SessionUser, take = CODE_ROWS) {
  const tracks = await db.track.findMany({
    where: { release: { ownerId: user.id } },
    orderBy: [{ release: { createdAt: 'desc' } }, { position: 'asc' }],
    // bounded: the newest releases' tracks (5,000 tracks of an artist with 500 releases took 20 s to render)
    take,
    select: { id: true, title: true, isrc: true, release: { select: { title: true } } },
  });
  return tracks.map((t) => ({
    id: t.id,
    label: `${t.title} — ${t.release.title}`,
    code: t.isrc ? formatIsrc(t.isrc) : null,
  }));
}

/** A track or release with its code (or none yet), as the ISRC and UPC request pages list them. */
export type CodeRow = Awaited<ReturnType<typeof listIsrcRequestRows>>[number];
