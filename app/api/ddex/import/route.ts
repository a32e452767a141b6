// POST /api/ddex/import: imports a release from an uploaded ERN 4.3 or 4.3.2 message (multipart "file") as a draft (staff).
import { created, withAuth } from '@/lib/http';
import { importErnUpload } from '@/lib/distribution/ern/import';

export const POST = withAuth('admin', {}, async ({ user, req }) => created(await importErnUpload(user, req)));
