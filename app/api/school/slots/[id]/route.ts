// DELETE /api/school/slots/{id}: withdraw an unbooked slot.
import { withAuth } from '@/lib/http';
import { deleteSlot } from '@/lib/school/meetings';

export const DELETE = withAuth('admin', {}, ({ params }) => deleteSlot(String(params.id)));
