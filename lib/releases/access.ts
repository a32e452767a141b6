// Loading a release for a caller: owners see their own, staff see all; anyone else gets 404.
import { db } from '../db';
import { NotFound } from '../errors';
import { isAdminRole } from '../auth/roles';
import type { SessionUser } from '../auth/session';
import type { Release } from '../generated/prisma/client';

export async function getReleaseForUser(id: string, user: SessionUser): Promise<Release> {
  const r = await db.release.findUnique({ where: { id } });
  if (!r || (r.ownerId !== user.id && !isAdminRole(user.role))) throw new NotFound('Release not found');
  return r;
}
