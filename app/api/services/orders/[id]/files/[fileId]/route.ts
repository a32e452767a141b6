// GET /api/services/orders/{id}/files/{fileId}: a file of an order, for its customer and staff.
import { withAuth } from '@/lib/platform/http/with-auth';
import { fileParams } from '@/lib/platform/http/params';
import { orderFileResponse } from '@/lib/services/files';

export const GET = withAuth('artist', { params: fileParams }, ({ user, params }) =>
  orderFileResponse(user, params.id, params.fileId),
);
