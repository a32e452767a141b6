// DELETE /api/studio/engineers/{id}
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { removeEngineer } from '@/lib/services/studio/settings';

export const DELETE = withAuth('admin', { params: idParams }, ({ user, params }) => removeEngineer(user, params.id));
