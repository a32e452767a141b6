// GET /api/support/tickets/{id}: the ticket, its messages (internal notes for staff only) and its context.
// PATCH (staff): status, priority, assignment.
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { ticketUpdateSchema } from '@/lib/support/schema';
import { getTicket } from '@/lib/support/service';
import { updateTicket } from '@/lib/support/staff';

export const GET = withAuth('signedIn', { params: idParams }, ({ user, params }) => getTicket(user, params.id));

export const PATCH = withAuth('admin', { params: idParams, body: ticketUpdateSchema }, ({ user, params, body }) =>
  updateTicket(user, params.id, body),
);
