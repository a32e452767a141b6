// Who sees and changes which support ticket: staff every one, a customer their own. A stranger's ticket is a
// 404, never a 403. Reads and writes both put this in their `where`.
import { isStaff, type Actor } from '../platform/auth/actor';
import type { Prisma } from '../generated/prisma/client';

export function ticketScope(actor: Actor): Prisma.SupportTicketWhereInput {
  return isStaff(actor) ? {} : { requesterId: actor.id };
}
