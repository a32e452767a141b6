// PATCH /api/studio/rooms/{id}: a room's hours, rates, policy, on/off.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { roomPatch } from '@/lib/services/studio/schema';
import { updateRoom } from '@/lib/services/studio/settings';

export const PATCH = withAuth('admin', { params: idParams, body: roomPatch }, ({ user, params, body }) =>
  updateRoom(user, params.id, body),
);
