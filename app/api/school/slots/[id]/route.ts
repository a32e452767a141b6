// DELETE /api/school/slots/{id}: withdraw an unbooked slot.
import { withAuth } from '@/lib/platform/http/with-auth';
import { deleteSlot } from '@/lib/school/meetings';
import { idParams } from '@/lib/platform/http/params';
import { slotDelete } from '@/lib/school/contract';

export const DELETE = withAuth('admin', { ...slotDelete, params: idParams }, ({ params }) => deleteSlot(params.id));
