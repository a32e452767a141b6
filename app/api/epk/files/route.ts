// POST /api/epk/files?type=photo|document: upload a press photo or a stage plot / rider PDF.
import { created, withAuth } from '@/lib/http';
import { uploadEpkFile } from '@/lib/epk/files';

export const POST = withAuth('artist', {}, async ({ req, user }) => created(await uploadEpkFile(user, req)));
