// DELETE /api/studio/engineers/{id}
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { removeEngineer } from '@/lib/studio/settings';

export const DELETE = withAuth('admin', { params: idParams }, ({ user, params }) => removeEngineer(user, params.id));
