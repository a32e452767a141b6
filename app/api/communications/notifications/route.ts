// GET /api/communications/notifications?unread=&cursor=&limit=: the signed-in user's inbox, a page at a time. POST: mark some or all read.
import { withAuth } from '@/lib/platform/http/with-auth';
import { inboxQuerySchema, markReadSchema } from '@/lib/comms/schema';
import { listInbox, markRead } from '@/lib/comms/notify';

export const GET = withAuth('signedIn', { query: inboxQuerySchema }, ({ user, query }) =>
  listInbox(user.id, { ...query, unreadOnly: query.unread === '1' }),
);

export const POST = withAuth('signedIn', { body: markReadSchema }, ({ user, body }) => markRead(user.id, body.ids));
