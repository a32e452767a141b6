// Path-parameter schemas shared by route handlers (`withAuth(level, { params: idParams }, ...)`).
import { z } from 'zod';

/** @public A record id from the path: cuid/uuid-like, printable, bounded. Anything else is a 400 before the handler. */
export const recordId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid id');

export const idParams = z.object({ id: recordId });
