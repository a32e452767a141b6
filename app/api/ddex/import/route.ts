// /api/ddex/import (staff): POST imports a release from an uploaded ERN 4.3 or 4.3.2 message (multipart "file") as a
// draft, or takes down the release a PurgeReleaseMessage names; GET lists the imports on record, newest first.
import { created, withAuth } from '@/lib/http';
import { pageQuery } from '@/lib/paging';
import { importErnUpload } from '@/lib/distribution/ern/import';
import { listErnImports } from '@/lib/distribution/ern/imports';

export const POST = withAuth('admin', {}, async ({ user, req }) => created(await importErnUpload(user, req)));

export const GET = withAuth('admin', { query: pageQuery }, ({ query }) => listErnImports(query));
