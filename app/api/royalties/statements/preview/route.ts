// POST /api/royalties/statements/preview: the first 20 rows of an uploaded file as read (encoding and
// delimiter detected) and the layout it was recognised as, for the mapping editor. Nothing is stored.
import { withAuth } from '@/lib/platform/http/with-auth';
import { previewStatement } from '@/lib/royalties/import/upload';

export const POST = withAuth('admin', {}, ({ req }) => previewStatement(req));
