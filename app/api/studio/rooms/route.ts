// GET /api/studio/rooms: bookable rooms ({ id, name, ... }); POST (admins): add a room.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { listRooms } from '@/lib/services/studio/service';
import { createRoom } from '@/lib/services/studio/settings';
import { roomCreate, roomList } from '@/lib/services/contract';

export const GET = withAuth('artist', roomList, () => listRooms());

export const POST = withAuth('admin', roomCreate, async ({ user, body }) => created(await createRoom(user, body)));
