// GET /api/calendar?from=&days=: the staff member's calendar (welcome calls, releases, runs, events, tasks).
import { withAuth } from '@/lib/http';
import { calendarRangeQuery } from '@/lib/ops/schema';
import { calendarItems } from '@/lib/calendar/service';

export const GET = withAuth('admin', { query: calendarRangeQuery }, ({ user, query }) =>
  calendarItems(user, query.from ?? new Date(new Date().toISOString().slice(0, 10)), query.days),
);
