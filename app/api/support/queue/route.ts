// GET /api/support/queue (staff): the ticket queue with filters and full-text search.
import { withAuth } from '@/lib/platform/http/with-auth';
import { ticketQueueList } from '@/lib/comms/contract';
import { ticketQueue } from '@/lib/comms/support/staff';

export const GET = withAuth('admin', ticketQueueList, ({ user, query }) => ticketQueue(user, query));
