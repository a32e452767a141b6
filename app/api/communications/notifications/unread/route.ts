// GET /api/communications/notifications/unread: the bell's count.
import { withAuth } from '@/lib/platform/http/with-auth';
import { unreadCount } from '@/lib/comms/notify';

export const GET = withAuth('signedIn', {}, ({ user }) => unreadCount(user.id));
