// Loading a release or track for a caller: owners see their own, staff see all; anyone else gets 404
// (never 403, which would tell a stranger the record exists). The owner is in the query's `where`, and
// writes use `releaseAccessWhere` the same way, so there is no read-then-write by id alone.
import { db } from '../../platform/db';
import { NotFound } from '../../platform/errors';
import { isStaff, type Actor } from '../../platform/auth/actor';
import type { Prisma, Release } from '../../generated/prisma/client';
import type { ReleaseParty } from './status';

/** The part of a release `where` that limits a caller to what they may see or change. */
export function releaseAccessWhere(user: Actor): Prisma.ReleaseWhereInput {
  return isStaff(user) ? {} : { ownerId: user.id };
}

/** Which side of the release workflow a caller acts as (status.ts): staff as the label, anyone else as owner. */
export function releaseParty(user: Actor): ReleaseParty {
  return isStaff(user) ? 'admin' : 'owner';
}

export async function getReleaseForUser(id: string, user: Actor): Promise<Release> {
  const r = await db.release.findFirst({ where: { id, ...releaseAccessWhere(user) } });
  if (!r) throw new NotFound('Release not found');
  return r;
}

/** A track with its release, if the caller owns the release or is staff. */
export async function getTrackForUser(id: string, user: Actor) {
  const t = await db.track.findFirst({
    where: { id, release: releaseAccessWhere(user) },
    include: { release: true },
  });
  if (!t) throw new NotFound('Track not found');
  return t;
}
