// GET/POST /api/services/orders/{id}/messages: the conversation on an order.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { messageInput } from '@/lib/services/schema';
import { addMessage, listMessages } from '@/lib/services/order-messages';

export const GET = withAuth('artist', { params: idParams }, ({ user, params }) => listMessages(user, params.id));

export const POST = withAuth('artist', { params: idParams, body: messageInput }, async ({ user, params, body }) =>
  created(await addMessage(user, params.id, body)),
);
