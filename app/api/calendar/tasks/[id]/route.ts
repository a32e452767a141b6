// PATCH /api/calendar/tasks/{id} { done }: marks a task done or open again.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { calendarTaskDone } from '@/lib/ops/contract';
import { setTaskDone } from '@/lib/ops/calendar/service';

export const PATCH = withAuth('admin', { ...calendarTaskDone, params: idParams }, ({ user, params, body }) =>
  setTaskDone(user, params.id, body.done),
);
