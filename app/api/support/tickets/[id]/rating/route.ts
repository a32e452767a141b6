// POST /api/support/tickets/{id}/rating: the requester rates the help once the ticket is resolved.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { rateSchema } from '@/lib/comms/support/schema';
import { rateTicket } from '@/lib/comms/support/service';

export const POST = withAuth('signedIn', { params: idParams, body: rateSchema }, ({ user, params, body }) =>
  rateTicket(user, params.id, body),
);
