// DELETE /api/studio/engineers/{id}
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { removeEngineer } from '@/lib/services/studio/settings';
import { engineerRemove } from '@/lib/services/contract';

export const DELETE = withAuth('admin', { ...engineerRemove, params: idParams }, ({ user, params }) =>
  removeEngineer(user, params.id),
);
