// POST /api/support/tickets/{id}/rating: the requester rates the help once the ticket is resolved.
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { rateSchema } from '@/lib/support/schema';
import { rateTicket } from '@/lib/support/service';

export const POST = withAuth('signedIn', { params: idParams, body: rateSchema }, ({ user, params, body }) =>
  rateTicket(user, params.id, body),
);
