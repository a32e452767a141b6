// Input schemas of the distribution routes (deliveries, codes).
import { z } from 'zod';
import { pageQuery } from '../platform/paging';

export const deliveriesQuerySchema = z
  .object({
    status: z.enum(['queued', 'sending', 'delivered', 'acknowledged', 'rejected', 'failed']).optional(),
    store: z.string().max(60).optional(),
    releaseId: z.string().max(40).optional(),
  })
  .extend(pageQuery.shape);
export const upcRequestSchema = z.object({ releaseId: z.string().min(1).max(40) });
export const isrcRequestSchema = z.object({ trackId: z.string().min(1).max(40) });
