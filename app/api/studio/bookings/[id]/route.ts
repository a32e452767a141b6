// DELETE /api/studio/bookings/{id}: cancel under the room's cancellation policy.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { cancelBooking } from '@/lib/services/studio/service';
import { bookingCancel } from '@/lib/services/contract';

export const DELETE = withAuth('artist', { ...bookingCancel, params: idParams }, ({ user, params }) =>
  cancelBooking(user, params.id),
);
