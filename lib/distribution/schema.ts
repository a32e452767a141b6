// Input schemas of the distribution routes (deliveries, codes).
import { z } from 'zod';

export const deliveriesQuerySchema = z.object({
  status: z.enum(['queued', 'sending', 'delivered', 'acknowledged', 'rejected', 'failed']).optional(),
  store: z.string().max(60).optional(),
  releaseId: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const upcRequestSchema = z.object({ releaseId: z.string().min(1).max(40) });
export const isrcRequestSchema = z.object({ trackId: z.string().min(1).max(40) });
