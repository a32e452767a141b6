// PATCH /api/studio/rooms/{id}: a room's hours, rates, policy, on/off.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { updateRoom } from '@/lib/services/studio/settings';
import { roomUpdate } from '@/lib/services/contract';

export const PATCH = withAuth('admin', { ...roomUpdate, params: idParams }, ({ user, params, body }) =>
  updateRoom(user, params.id, body),
);
