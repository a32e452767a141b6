// GET /api/brain/tasks: approved tasks (open by default), `limit` (100) a page, `cursor` the next; POST: add a task.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { taskCreate, taskList } from '@/lib/brain/contract';
import { createTask, listTasks, toTaskView } from '@/lib/brain/tasks';

export const GET = withAuth('admin', taskList, ({ query }) => listTasks(query.ns, query.status, query));

export const POST = withAuth('admin', taskCreate, async ({ user, body }) =>
  created({
    task: toTaskView(
      await createTask(user.id, {
        namespace: body.ns,
        title: body.title,
        detail: body.detail,
        priority: body.priority,
        taskType: body.taskType,
      }),
    ),
  }),
);
