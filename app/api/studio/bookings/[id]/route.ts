// DELETE /api/studio/bookings/{id}: cancel under the room's cancellation policy.
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { cancelBooking } from '@/lib/studio/service';

export const DELETE = withAuth('artist', { params: idParams }, ({ user, params }) => cancelBooking(user, params.id));
