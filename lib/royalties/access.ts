// Who sees and changes which payout request: its artist, and staff every one. A stranger's payout is a 404.
// Reads and writes both put this in their `where`. (Statement imports are staff's alone: their routes admit
// staff only, and their writes carry the import's status.)
import { isStaff, type Actor } from '../platform/auth/actor';
import type { Prisma } from '../generated/prisma/client';

export const payoutScope = (actor: Actor): Prisma.PayoutRequestWhereInput =>
  isStaff(actor) ? {} : { userId: actor.id };
