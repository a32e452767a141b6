// Who sees and changes which work, recording, filing and certificate: artists their own, staff all. A
// stranger's record is a 404, never a 403. Reads and writes both put these in their `where`.
import { isStaff, type Actor } from '../platform/auth/actor';
import type { Prisma } from '../generated/prisma/client';

export const workScope = (actor: Actor): Prisma.MusicalWorkWhereInput => (isStaff(actor) ? {} : { ownerId: actor.id });

/** A recording (track) through its release's owner. */
export const trackScope = (actor: Actor): Prisma.TrackWhereInput =>
  isStaff(actor) ? {} : { release: { ownerId: actor.id } };

export const filingScope = (actor: Actor): Prisma.CopyrightFilingWhereInput =>
  isStaff(actor) ? {} : { ownerId: actor.id };

export const certificateScope = (actor: Actor): Prisma.CopyrightCertificateWhereInput =>
  isStaff(actor) ? {} : { ownerId: actor.id };

export const workNumber = (n: number) => `W${String(n).padStart(7, '0')}`;
