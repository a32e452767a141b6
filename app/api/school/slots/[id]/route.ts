// DELETE /api/school/slots/{id}: withdraw an unbooked slot.
import { withAuth } from '@/lib/http';
import { deleteSlot } from '@/lib/school/meetings';
import { idParams } from '@/lib/params';

export const DELETE = withAuth('admin', { params: idParams }, ({ params }) => deleteSlot(params.id));
