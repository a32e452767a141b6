// POST /api/calendar/feed: a new secret ICS feed URL for the signed-in staff member (the old one stops).
import { withAuth } from '@/lib/http';
import { rotateFeed } from '@/lib/calendar/service';

export const POST = withAuth('admin', {}, ({ user }) => rotateFeed(user));
