// GET /api/school/slots?cursor=&limit=: welcome-call availability with bookings, a page at a time. POST: offer new slots.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { createSlots, listSlots } from '@/lib/school/meetings';
import { slotList, slotsCreate } from '@/lib/school/contract';

export const GET = withAuth('admin', slotList, ({ query }) => listSlots(query));

export const POST = withAuth('admin', slotsCreate, async ({ user, body }) => created(await createSlots(user, body)));
