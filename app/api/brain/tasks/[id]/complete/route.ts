// POST /api/brain/tasks/{id}/complete: mark done (409 when it already is).
import { withAuth } from '@/lib/platform/http/with-auth';
import { taskComplete } from '@/lib/brain/contract';
import { completeTask } from '@/lib/brain/tasks';
import { idParam } from '@/lib/brain/route-params';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('admin', { ...taskComplete, params: idParams }, ({ user, body, params }) =>
  completeTask(user.id, idParam(params), body.ns),
);
