// Inputs of the email outbox.
import { z } from 'zod';
import { pageQuery } from '../paging';

export const outboxQuerySchema = pageQuery.extend({ to: z.string().trim().max(254).optional() });

/** GET /api/dev/mailbox: the local mail catcher's messages, optionally to one address. */
export const mailboxQuerySchema = z.object({ to: z.string().trim().max(254).optional() });
