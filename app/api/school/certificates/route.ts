// GET /api/school/certificates: every certificate issued (staff).
import { withAuth } from '@/lib/http';
import { listCertificates } from '@/lib/school/certificates';

export const GET = withAuth('admin', {}, () => listCertificates());
