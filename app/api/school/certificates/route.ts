// GET /api/school/certificates: every certificate issued (staff), one page at a time (`?cursor=&limit=`).
import { withAuth } from '@/lib/http';
import { pageQuery } from '@/lib/paging';
import { listCertificates } from '@/lib/school/certificates';

export const GET = withAuth('admin', { query: pageQuery }, ({ query }) => listCertificates(query));
