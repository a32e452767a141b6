// GET /api/communications/hub (staff): tickets with SLA state, unread messages, scheduled announcements, outbox.
import { withAuth } from '@/lib/platform/http/with-auth';
import { hubOverview } from '@/lib/comms/hub';

export const GET = withAuth('admin', {}, ({ user }) => hubOverview(user));
