// POST /api/support/tickets/bulk (staff): set the status of several tickets at once.
import { withAuth } from '@/lib/platform/http/with-auth';
import { bulkStatusSchema } from '@/lib/comms/support/schema';
import { bulkStatus } from '@/lib/comms/support/staff';

export const POST = withAuth('admin', { body: bulkStatusSchema }, ({ user, body }) =>
  bulkStatus(user, body.ids, body.status),
);
