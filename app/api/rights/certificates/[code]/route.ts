// GET /api/rights/certificates/{code}: public verification (work, owner, file hash, signature, chain).
import { publicRoute } from '@/lib/platform/http/with-auth';
import { publicCertificate } from '@/lib/rights/certificates';
import { codeParams } from '@/lib/rights/schema';

export const GET = publicRoute({ params: codeParams }, ({ params }) => publicCertificate(params.code));
