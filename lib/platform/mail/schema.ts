// Inputs of the email outbox.
import { z } from 'zod';
import { pageQuery } from '../paging';

export const outboxQuerySchema = pageQuery.extend({ to: z.string().trim().max(254).optional() });
