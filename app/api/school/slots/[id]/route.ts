// DELETE /api/school/slots/{id}: withdraw an unbooked slot.
import { withAuth } from '@/lib/platform/http/with-auth';
import { deleteSlot } from '@/lib/school/meetings';
import { idParams } from '@/lib/platform/http/params';

export const DELETE = withAuth('admin', { params: idParams }, ({ params }) => deleteSlot(params.id));
