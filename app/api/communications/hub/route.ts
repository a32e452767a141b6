// GET /api/communications/hub (staff): tickets with SLA state, unread messages, scheduled announcements, outbox.
import { withAuth } from '@/lib/platform/http/with-auth';
import { hubRead } from '@/lib/comms/contract';
import { hubOverview } from '@/lib/comms/hub';

export const GET = withAuth('admin', hubRead, ({ user }) => hubOverview(user));
