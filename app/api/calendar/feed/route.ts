// POST /api/calendar/feed: a new secret ICS feed URL for the signed-in staff member (the old one stops).
import { withAuth } from '@/lib/platform/http/with-auth';
import { rotateFeed } from '@/lib/ops/calendar/service';
import { calendarFeedRotate } from '@/lib/ops/contract';

export const POST = withAuth('admin', calendarFeedRotate, ({ user }) => rotateFeed(user));
