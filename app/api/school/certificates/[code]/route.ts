// GET /api/school/certificates/{code}: public verification (404 unknown or forged, 410 revoked).
import { publicRoute } from '@/lib/platform/http/with-auth';
import { verifyCertificate } from '@/lib/school/certificates';
import { codeParams } from '@/lib/platform/http/params';

export const GET = publicRoute({ params: codeParams }, ({ params }) => verifyCertificate(params.code));
