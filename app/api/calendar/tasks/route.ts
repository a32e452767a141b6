// GET /api/calendar/tasks?done=0|1&cursor=&limit=: open (or done) tasks with due dates and assignees, a page at
// a time. POST { title, dueAt, assigneeId? } -> 201 { id }.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { calendarTaskCreate, calendarTaskList } from '@/lib/ops/contract';
import { createTask, listTasks } from '@/lib/ops/calendar/service';

export const GET = withAuth('admin', calendarTaskList, ({ user, query }) => listTasks(user, query));

export const POST = withAuth('admin', calendarTaskCreate, async ({ user, body }) =>
  created(await createTask(user, body)),
);
