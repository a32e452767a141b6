// POST /api/support/tickets/bulk (staff): set the status of several tickets at once.
import { withAuth } from '@/lib/platform/http/with-auth';
import { ticketBulk } from '@/lib/comms/contract';
import { bulkStatus } from '@/lib/comms/support/staff';

export const POST = withAuth('admin', ticketBulk, ({ user, body }) => bulkStatus(user, body.ids, body.status));
