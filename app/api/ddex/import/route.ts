// /api/ddex/import (staff): POST imports a release from an uploaded ERN 4.3 or 4.3.2 message (multipart "file") as a
// draft, or takes down the release a PurgeReleaseMessage names; GET lists the imports on record, newest first.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { importErnUpload } from '@/lib/distribution/ern/import';
import { listErnImports } from '@/lib/distribution/ern/imports';
import { ernImportList } from '@/lib/distribution/contract';

// The same message again answers 200 with the release its first import created (duplicate: true): nothing is created.
export const POST = withAuth('admin', {}, async ({ user, req }) => {
  const result = await importErnUpload(user, req);
  return 'duplicate' in result && result.duplicate ? result : created(result);
});

export const GET = withAuth('admin', ernImportList, ({ query }) => listErnImports(query));
