// GET /api/communications/notifications/unread: the bell's count.
import { withAuth } from '@/lib/platform/http/with-auth';
import { inboxUnread } from '@/lib/comms/contract';
import { unreadCount } from '@/lib/comms/notify';

export const GET = withAuth('signedIn', inboxUnread, ({ user }) => unreadCount(user.id));
