// POST /api/ddex/validate: validates an uploaded ERN file (multipart "file") or a release's message
// (JSON { releaseId }) against the ERN 4.3 or 4.3.2 XSD (by the root namespace); errors with line numbers (staff).
import { withAuth } from '@/lib/platform/http/with-auth';
import { validateUploadOrRelease } from '@/lib/distribution/ern/conformance';

export const POST = withAuth('admin', {}, ({ req }) => validateUploadOrRelease(req));
