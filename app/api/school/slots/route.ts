// GET /api/school/slots: welcome-call availability with bookings. POST: offer new slots.
import { created, withAuth } from '@/lib/http';
import { slotsCreateSchema } from '@/lib/school/schema';
import { createSlots, listSlots } from '@/lib/school/meetings';

export const GET = withAuth('admin', {}, () => listSlots());

export const POST = withAuth('admin', { body: slotsCreateSchema }, async ({ user, body }) =>
  created(await createSlots(user, body)),
);
