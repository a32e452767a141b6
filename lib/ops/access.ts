// Who sees and changes which drive file, folder, share and calendar task: staff everyone's, everyone else
// their own. A stranger's record is a 404, never a 403. Reads and writes both put these in their `where`.
import { isStaff, type Actor } from '../platform/auth/actor';
import type { Prisma } from '../generated/prisma/client';

/** Whose drive a read or write is about: the `ownerId` staff name (admin-drive), else the actor's own. */
export function driveOwnerId(actor: Actor, ownerId?: string): string {
  return ownerId && isStaff(actor) ? ownerId : actor.id;
}

export function driveFileScope(actor: Actor): Prisma.DriveFileWhereInput {
  return isStaff(actor) ? {} : { ownerId: actor.id };
}

export function driveFolderScope(actor: Actor): Prisma.DriveFolderWhereInput {
  return isStaff(actor) ? {} : { ownerId: actor.id };
}

export function driveShareScope(actor: Actor): Prisma.DriveShareWhereInput {
  return isStaff(actor) ? {} : { ownerId: actor.id };
}

/** Calendar tasks: staff see and tick off every task; anyone else (were they let in) only theirs. */
export function calendarTaskScope(actor: Actor): Prisma.CalendarTaskWhereInput {
  return isStaff(actor) ? {} : { assigneeId: actor.id };
}
