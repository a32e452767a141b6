// PATCH /api/brain/tasks/{id}: status or priority.
import { withAuth } from '@/lib/platform/http/with-auth';
import { taskPatchSchema } from '@/lib/brain/schema';
import { updateTask } from '@/lib/brain/tasks';
import { idParam } from '@/lib/brain/route-params';
import { idParams } from '@/lib/platform/http/params';

export const PATCH = withAuth('admin', { params: idParams, body: taskPatchSchema }, ({ user, body, params }) => {
  const { ns, ...patch } = body;
  return updateTask(user.id, idParam(params), ns, patch);
});
