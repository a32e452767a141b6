// GET /api/support/queue (staff): the ticket queue with filters and full-text search.
import { withAuth } from '@/lib/platform/http/with-auth';
import { queueQuerySchema } from '@/lib/comms/support/schema';
import { ticketQueue } from '@/lib/comms/support/staff';

export const GET = withAuth('admin', { query: queueQuerySchema }, ({ user, query }) => ticketQueue(user, query));
