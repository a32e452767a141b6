// POST /api/services/orders/{id}/files: attach a file to an order (multipart: file, message).
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { attachOrderFile } from '@/lib/services/files';

export const POST = withAuth('artist', { params: idParams }, async ({ req, user, params }) =>
  created(await attachOrderFile(user, params.id, req)),
);
