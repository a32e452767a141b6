// GET /api/school/slots?cursor=&limit=: welcome-call availability with bookings, a page at a time. POST: offer new slots.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { pageQuery } from '@/lib/platform/paging';
import { slotsCreateSchema } from '@/lib/school/schema';
import { createSlots, listSlots } from '@/lib/school/meetings';

export const GET = withAuth('admin', { query: pageQuery }, ({ query }) => listSlots(query));

export const POST = withAuth('admin', { body: slotsCreateSchema }, async ({ user, body }) =>
  created(await createSlots(user, body)),
);
