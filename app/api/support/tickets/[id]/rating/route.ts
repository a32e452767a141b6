// POST /api/support/tickets/{id}/rating: the requester rates the help once the ticket is resolved.
import { withAuth } from '@/lib/platform/http/with-auth';
import { ticketRate } from '@/lib/comms/contract';
import { idParams } from '@/lib/platform/http/params';
import { rateTicket } from '@/lib/comms/support/service';

export const POST = withAuth('signedIn', { ...ticketRate, params: idParams }, ({ user, params, body }) =>
  rateTicket(user, params.id, body),
);
