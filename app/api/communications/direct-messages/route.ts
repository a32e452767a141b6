// GET /api/communications/direct-messages (staff) ?cursor=&limit=: messages sent to users, a page at a time, with read receipts. POST: send one.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { directMessageList, directMessageSend } from '@/lib/comms/contract';
import { listDirectMessages, sendDirectMessage } from '@/lib/comms/announcements';

export const GET = withAuth('admin', directMessageList, ({ query }) => listDirectMessages(query));

export const POST = withAuth('admin', directMessageSend, async ({ user, body }) =>
  created(await sendDirectMessage(user, body)),
);
