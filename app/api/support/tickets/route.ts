// GET /api/support/tickets: the signed-in user's tickets. POST: open a ticket (context attached from their records).
import { created, withAuth } from '@/lib/http';
import { createTicketSchema, ticketQuerySchema } from '@/lib/support/schema';
import { createTicket, listMyTickets } from '@/lib/support/service';

export const GET = withAuth('signedIn', { query: ticketQuerySchema }, ({ user, query }) =>
  listMyTickets(user, query.limit),
);

export const POST = withAuth(
  'signedIn',
  { body: createTicketSchema, maxBodyBytes: 64 * 1024 },
  async ({ user, body }) => created(await createTicket(user, body)),
);
