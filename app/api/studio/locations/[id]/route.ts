// PATCH /api/studio/locations/{id}
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { locationPatch } from '@/lib/studio/schema';
import { updateLocation } from '@/lib/studio/settings';

export const PATCH = withAuth('admin', { params: idParams, body: locationPatch }, ({ user, params, body }) =>
  updateLocation(user, params.id, body),
);
