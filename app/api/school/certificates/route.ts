// GET /api/school/certificates: every certificate issued (staff), one page at a time (`?cursor=&limit=`).
import { withAuth } from '@/lib/platform/http/with-auth';
import { pageQuery } from '@/lib/platform/paging';
import { listCertificates } from '@/lib/school/certificates';

export const GET = withAuth('admin', { query: pageQuery }, ({ query }) => listCertificates(query));
