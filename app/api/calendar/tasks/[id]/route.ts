// PATCH /api/calendar/tasks/{id} { done }: marks a task done or open again.
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { calendarTaskUpdate } from '@/lib/ops/schema';
import { setTaskDone } from '@/lib/calendar/service';

export const PATCH = withAuth('admin', { params: idParams, body: calendarTaskUpdate }, ({ user, params, body }) =>
  setTaskDone(user, params.id, body.done),
);
