// GET /api/support/tickets/{id}: the ticket, its messages (internal notes for staff only) and its context.
// PATCH (staff): status, priority, assignment.
import { withAuth } from '@/lib/platform/http/with-auth';
import { ticketRead, ticketUpdate } from '@/lib/comms/contract';
import { idParams } from '@/lib/platform/http/params';
import { getTicket } from '@/lib/comms/support/service';
import { updateTicket } from '@/lib/comms/support/staff';

export const GET = withAuth('signedIn', { ...ticketRead, params: idParams }, ({ user, params }) =>
  getTicket(user, params.id),
);

export const PATCH = withAuth('admin', { ...ticketUpdate, params: idParams }, ({ user, params, body }) =>
  updateTicket(user, params.id, body),
);
