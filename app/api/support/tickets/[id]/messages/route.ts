// POST /api/support/tickets/{id}/messages: a reply, or (staff) an internal note. A reply reopens a closed ticket.
import { created, withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { ticketMessageSchema } from '@/lib/support/schema';
import { addMessage } from '@/lib/support/service';

export const POST = withAuth(
  'signedIn',
  { params: idParams, body: ticketMessageSchema, maxBodyBytes: 64 * 1024 },
  async ({ user, params, body }) => created(await addMessage(user, params.id, body)),
);
