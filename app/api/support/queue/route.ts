// GET /api/support/queue (staff): the ticket queue with filters and full-text search.
import { withAuth } from '@/lib/http';
import { queueQuerySchema } from '@/lib/support/schema';
import { ticketQueue } from '@/lib/support/staff';

export const GET = withAuth('admin', { query: queueQuerySchema }, ({ user, query }) => ticketQueue(user, query));
