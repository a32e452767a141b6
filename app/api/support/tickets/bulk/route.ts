// POST /api/support/tickets/bulk (staff): set the status of several tickets at once.
import { withAuth } from '@/lib/http';
import { bulkStatusSchema } from '@/lib/support/schema';
import { bulkStatus } from '@/lib/support/staff';

export const POST = withAuth('admin', { body: bulkStatusSchema }, ({ user, body }) =>
  bulkStatus(user, body.ids, body.status),
);
