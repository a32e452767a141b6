// PATCH /api/studio/locations/{id}
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { locationPatch } from '@/lib/services/studio/schema';
import { updateLocation } from '@/lib/services/studio/settings';

export const PATCH = withAuth('admin', { params: idParams, body: locationPatch }, ({ user, params, body }) =>
  updateLocation(user, params.id, body),
);
