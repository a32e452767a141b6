// Who sees and changes which order or studio booking: staff every one, a customer their own. A stranger's
// record is a 404, never a 403. Reads and writes both put these in their `where`, so no write goes by id
// alone after a separate ownership read.
import { isStaff, type Actor } from '../platform/auth/actor';
import type { Prisma } from '../generated/prisma/client';

export function orderScope(actor: Actor): Prisma.ServiceOrderWhereInput {
  return isStaff(actor) ? {} : { customerId: actor.id };
}

/** Orders a list shows: a customer's own; staff everyone's unless they ask for their own (`mine`). */
export function orderListScope(actor: Actor, mine: boolean): Prisma.ServiceOrderWhereInput {
  return isStaff(actor) && !mine ? {} : { customerId: actor.id };
}

export function bookingScope(actor: Actor): Prisma.StudioBookingWhereInput {
  return isStaff(actor) ? {} : { userId: actor.id };
}

/** Bookings a list shows: a customer's own; staff everyone's unless they ask for their own (`mine`). */
export function bookingListScope(actor: Actor, mine: boolean): Prisma.StudioBookingWhereInput {
  return isStaff(actor) && !mine ? {} : { userId: actor.id };
}
