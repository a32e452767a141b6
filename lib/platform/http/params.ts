// Path-parameter schemas shared by route handlers (`withAuth(level, { params: idParams }, ...)`).
import { z } from 'zod';

/** @public A record id from the path: cuid/uuid-like, printable, bounded. Anything else is a 400 before the handler. */
export const recordId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid id');

export const idParams = z.object({ id: recordId });

/** A token or code from the path (an emailed link, a certificate code): printable, bounded. */
const pathToken = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid link');

export const tokenParams = z.object({ token: pathToken });
export const codeParams = z.object({ code: pathToken });
export const applicationParams = z.object({ applicationId: recordId });
export const trackParams = z.object({ id: recordId, trackId: recordId });
export const fileParams = z.object({ id: recordId, fileId: recordId });
