// PATCH /api/studio/locations/{id}
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { updateLocation } from '@/lib/services/studio/settings';
import { locationUpdate } from '@/lib/services/contract';

export const PATCH = withAuth('admin', { ...locationUpdate, params: idParams }, ({ user, params, body }) =>
  updateLocation(user, params.id, body),
);
