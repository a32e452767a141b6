// POST /api/calendar/events { title, startsAt, endsAt } -> 201 { id }: a personal event.
import { created, withAuth } from '@/lib/http';
import { calendarEventInput } from '@/lib/ops/schema';
import { createEvent } from '@/lib/calendar/service';

export const POST = withAuth('admin', { body: calendarEventInput }, async ({ user, body }) =>
  created(await createEvent(user, body)),
);
