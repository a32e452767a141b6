// GET /api/school/certificates: every certificate issued (staff), one page at a time (`?cursor=&limit=`).
import { withAuth } from '@/lib/platform/http/with-auth';
import { listCertificates } from '@/lib/school/certificates';
import { certificateList } from '@/lib/school/contract';

export const GET = withAuth('admin', certificateList, ({ query }) => listCertificates(query));
