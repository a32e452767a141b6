// GET /api/studio/rooms: bookable rooms ({ id, name, ... }); POST (admins): add a room.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { roomInput } from '@/lib/services/studio/schema';
import { listRooms } from '@/lib/services/studio/service';
import { createRoom } from '@/lib/services/studio/settings';

export const GET = withAuth('artist', {}, () => listRooms());

export const POST = withAuth('admin', { body: roomInput }, async ({ user, body }) =>
  created(await createRoom(user, body)),
);
