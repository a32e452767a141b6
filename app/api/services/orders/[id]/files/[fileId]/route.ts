// GET /api/services/orders/{id}/files/{fileId}: a file of an order, for its customer and staff.
import { z } from 'zod';
import { withAuth } from '@/lib/http';
import { recordId } from '@/lib/params';
import { orderFileResponse } from '@/lib/services/files';

const params = z.object({ id: recordId, fileId: recordId });

export const GET = withAuth('artist', { params }, ({ user, params }) =>
  orderFileResponse(user, params.id, params.fileId),
);
