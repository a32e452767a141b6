// GET /api/support/tickets: the signed-in user's tickets, one page at a time (`?cursor=&limit=`). POST: open a ticket (context attached from their records).
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { createTicketSchema } from '@/lib/comms/support/schema';
import { pageQuery } from '@/lib/platform/paging';
import { createTicket, listMyTickets } from '@/lib/comms/support/service';

export const GET = withAuth('signedIn', { query: pageQuery }, ({ user, query }) => listMyTickets(user, query));

export const POST = withAuth(
  'signedIn',
  { body: createTicketSchema, maxBodyBytes: 64 * 1024 },
  async ({ user, body }) => created(await createTicket(user, body)),
);
