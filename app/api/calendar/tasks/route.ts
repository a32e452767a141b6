// GET /api/calendar/tasks?done=0|1&cursor=&limit=: open (or done) tasks with due dates and assignees, a page at
// a time. POST { title, dueAt, assigneeId? } -> 201 { id }.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { calendarTaskInput, calendarTaskListQuery } from '@/lib/ops/schema';
import { createTask, listTasks } from '@/lib/ops/calendar/service';

export const GET = withAuth('admin', { query: calendarTaskListQuery }, ({ user, query }) => listTasks(user, query));

export const POST = withAuth('admin', { body: calendarTaskInput }, async ({ user, body }) =>
  created(await createTask(user, body)),
);
