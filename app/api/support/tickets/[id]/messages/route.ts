// POST /api/support/tickets/{id}/messages: a reply, or (staff) an internal note. A reply reopens a closed ticket.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { ticketMessage } from '@/lib/comms/contract';
import { addMessage } from '@/lib/comms/support/service';

export const POST = withAuth(
  'signedIn',
  { ...ticketMessage, params: idParams, maxBodyBytes: 64 * 1024 },
  async ({ user, params, body }) => created(await addMessage(user, params.id, body)),
);
