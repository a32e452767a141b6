// GET /api/calendar/tasks: tasks with due dates and assignees. POST { title, dueAt, assigneeId? } -> 201 { id }.
import { created, withAuth } from '@/lib/http';
import { calendarTaskInput } from '@/lib/ops/schema';
import { createTask, listTasks } from '@/lib/calendar/service';

export const GET = withAuth('admin', {}, ({ user }) => listTasks(user));

export const POST = withAuth('admin', { body: calendarTaskInput }, async ({ user, body }) =>
  created(await createTask(user, body)),
);
