// POST /api/communications/inbound: a raw RFC 822 message from the mail provider's webhook or a poller,
// authenticated with the x-inbound-secret header. Replies land in their ticket; unknown senders are refused.
import { created, publicRoute } from '@/lib/platform/http/with-auth';
import { readInboundRequest } from '@/lib/comms/support/attachments';
import { checkInboundSecret, receiveInboundEmail } from '@/lib/comms/support/inbound';

export const POST = publicRoute({}, async ({ req }) => {
  checkInboundSecret(req.headers.get('x-inbound-secret'));
  return created(await receiveInboundEmail(await readInboundRequest(req)));
});
