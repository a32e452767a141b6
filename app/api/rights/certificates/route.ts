// POST /api/rights/certificates { workId | trackId }: a copyright-protection certificate (201 { code });
// GET ?cursor=&limit=: the caller's certificates (staff: all), a page at a time.
import { withAuth, created } from '@/lib/platform/http/with-auth';
import { pageQuery } from '@/lib/platform/paging';
import { issueCertificate, listCertificates } from '@/lib/rights/certificates';
import { certificateInput } from '@/lib/rights/schema';

export const POST = withAuth('artist', { body: certificateInput }, async ({ user, body }) =>
  created(await issueCertificate(user, body)),
);

export const GET = withAuth('artist', { query: pageQuery }, ({ user, query }) => listCertificates(user, query));
