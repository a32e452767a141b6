// GET /api/support/tickets: the signed-in user's tickets, one page at a time (`?cursor=&limit=`). POST: open a ticket (context attached from their records).
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { ticketCreate, ticketList } from '@/lib/comms/contract';
import { createTicket, listMyTickets } from '@/lib/comms/support/service';

export const GET = withAuth('signedIn', ticketList, ({ user, query }) => listMyTickets(user, query));

export const POST = withAuth('signedIn', { ...ticketCreate, maxBodyBytes: 64 * 1024 }, async ({ user, body }) =>
  created(await createTicket(user, body)),
);
