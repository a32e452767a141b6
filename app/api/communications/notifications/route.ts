// GET /api/communications/notifications?unread=&cursor=&limit=: the signed-in user's inbox, a page at a time. POST: mark some or all read.
import { withAuth } from '@/lib/platform/http/with-auth';
import { inboxList, inboxMarkRead } from '@/lib/comms/contract';
import { listInbox, markRead } from '@/lib/comms/notify';

export const GET = withAuth('signedIn', inboxList, ({ user, query }) =>
  listInbox(user.id, { ...query, unreadOnly: query.unread === '1' }),
);

export const POST = withAuth('signedIn', inboxMarkRead, ({ user, body }) => markRead(user.id, body.ids));
