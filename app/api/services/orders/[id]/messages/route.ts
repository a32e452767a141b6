// GET/POST /api/services/orders/{id}/messages: the conversation on an order.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { addMessage, listMessages } from '@/lib/services/order-messages';
import { messageAdd, messageList } from '@/lib/services/contract';

export const GET = withAuth('artist', { ...messageList, params: idParams }, ({ user, params }) =>
  listMessages(user, params.id),
);

export const POST = withAuth('artist', { ...messageAdd, params: idParams }, async ({ user, params, body }) =>
  created(await addMessage(user, params.id, body)),
);
