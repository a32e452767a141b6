// GET /api/distribution/deliveries: delivery log lines, newest first, filterable by status/store/release (staff).
import { z } from 'zod';
import { withAuth } from '@/lib/http';
import { listDeliveryLogs } from '@/lib/distribution/stats';

const query = z.object({
  status: z.enum(['queued', 'sending', 'acknowledged', 'rejected', 'failed']).optional(),
  store: z.string().max(60).optional(),
  releaseId: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const GET = withAuth('admin', { query }, ({ query }) => listDeliveryLogs(query));
