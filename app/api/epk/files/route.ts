// POST /api/epk/files?type=photo|document: upload a press photo or a stage plot / rider PDF.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { uploadEpkFile } from '@/lib/services/epk/files';

export const POST = withAuth('artist', {}, async ({ req, user }) => created(await uploadEpkFile(user, req)));
