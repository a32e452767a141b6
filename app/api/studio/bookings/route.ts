// GET /api/studio/bookings: the caller's bookings (staff: all unless ?mine=1), one page at a time; POST { roomId, start, end }: 201 { id } or 409.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { createBooking, listMyBookings } from '@/lib/services/studio/service';
import { bookingCreate, bookingList } from '@/lib/services/contract';

export const GET = withAuth('artist', bookingList, ({ user, query }) => listMyBookings(user, query));

export const POST = withAuth('artist', bookingCreate, async ({ user, body }) =>
  created(await createBooking(user, body)),
);
