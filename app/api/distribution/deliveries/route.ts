// GET /api/distribution/deliveries: delivery log lines, newest first, filterable by status/store/release (staff).
import { withAuth } from '@/lib/platform/http/with-auth';
import { deliveriesQuerySchema } from '@/lib/distribution/schema';
import { listDeliveryLogs } from '@/lib/distribution/stats';

export const GET = withAuth('admin', { query: deliveriesQuerySchema }, ({ query }) => listDeliveryLogs(query));
