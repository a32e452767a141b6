// Who sees which work: artists their own, staff all. A stranger's work is a 404, never a 403.
import { isAdminRole } from '../platform/auth/roles';
import type { SessionUser } from '../platform/auth/session';
import type { Prisma } from '../generated/prisma/client';

export const ownerScope = (actor: SessionUser): Prisma.MusicalWorkWhereInput =>
  isAdminRole(actor.role) ? {} : { ownerId: actor.id };

export const workNumber = (n: number) => `W${String(n).padStart(7, '0')}`;
