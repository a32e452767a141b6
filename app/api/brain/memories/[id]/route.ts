// DELETE /api/brain/memories/{id}: a memory the admin can see (own, global or team).
import { withAuth } from '@/lib/platform/http/with-auth';
import { memoryDelete } from '@/lib/brain/contract';
import { deleteMemory } from '@/lib/brain/memories';
import { idParam } from '@/lib/brain/route-params';
import { idParams } from '@/lib/platform/http/params';

export const DELETE = withAuth('admin', { ...memoryDelete, params: idParams }, ({ user, query, params }) =>
  deleteMemory(idParam(params), { userId: user.id, teamId: query.teamId }),
);
