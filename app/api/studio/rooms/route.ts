// GET /api/studio/rooms: bookable rooms ({ id, name, ... }); POST (admins): add a room.
import { created, withAuth } from '@/lib/http';
import { roomInput } from '@/lib/studio/schema';
import { listRooms } from '@/lib/studio/service';
import { createRoom } from '@/lib/studio/settings';

export const GET = withAuth('artist', {}, () => listRooms());

export const POST = withAuth('admin', { body: roomInput }, async ({ user, body }) =>
  created(await createRoom(user, body)),
);
