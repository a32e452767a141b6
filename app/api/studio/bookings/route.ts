// GET /api/studio/bookings: the caller's bookings (staff: all); POST { roomId, start, end }: 201 { id } or 409.
import { created, withAuth } from '@/lib/http';
import { bookingInput } from '@/lib/studio/schema';
import { createBooking, listMyBookings } from '@/lib/studio/service';

export const GET = withAuth('artist', {}, ({ user }) => listMyBookings(user));

export const POST = withAuth('artist', { body: bookingInput }, async ({ user, body }) =>
  created(await createBooking(user, body)),
);
