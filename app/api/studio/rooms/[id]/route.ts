// PATCH /api/studio/rooms/{id}: a room's hours, rates, policy, on/off.
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { roomPatch } from '@/lib/studio/schema';
import { updateRoom } from '@/lib/studio/settings';

export const PATCH = withAuth('admin', { params: idParams, body: roomPatch }, ({ user, params, body }) =>
  updateRoom(user, params.id, body),
);
