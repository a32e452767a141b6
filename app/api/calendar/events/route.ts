// POST /api/calendar/events { title, startsAt, endsAt } -> 201 { id }: a personal event.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { calendarEventCreate } from '@/lib/ops/contract';
import { createEvent } from '@/lib/ops/calendar/service';

export const POST = withAuth('admin', calendarEventCreate, async ({ user, body }) =>
  created(await createEvent(user, body)),
);
