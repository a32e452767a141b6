// GET /api/calendar?from=&days=: the staff member's calendar (welcome calls, releases, runs, events, tasks).
import { withAuth } from '@/lib/platform/http/with-auth';
import { calendarRead } from '@/lib/ops/contract';
import { calendarItems } from '@/lib/ops/calendar/service';

export const GET = withAuth('admin', calendarRead, ({ user, query }) =>
  calendarItems(user, query.from ?? new Date(new Date().toISOString().slice(0, 10)), query.days),
);
