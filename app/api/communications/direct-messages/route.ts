// GET /api/communications/direct-messages (staff) ?cursor=&limit=: messages sent to users, a page at a time, with read receipts. POST: send one.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { pageQuery } from '@/lib/platform/paging';
import { directMessageSchema } from '@/lib/comms/schema';
import { listDirectMessages, sendDirectMessage } from '@/lib/comms/announcements';

export const GET = withAuth('admin', { query: pageQuery }, ({ query }) => listDirectMessages(query));

export const POST = withAuth('admin', { body: directMessageSchema }, async ({ user, body }) =>
  created(await sendDirectMessage(user, body)),
);
