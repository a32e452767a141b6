// POST /api/rights/certificates { workId | trackId }: a copyright-protection certificate (201 { code });
// GET ?cursor=&limit=: the caller's certificates (staff: all), a page at a time.
import { withAuth, created } from '@/lib/platform/http/with-auth';
import { issueCertificate, listCertificates } from '@/lib/rights/certificates';
import { certificateIssue, certificateList } from '@/lib/rights/contract';

export const POST = withAuth('artist', certificateIssue, async ({ user, body }) =>
  created(await issueCertificate(user, body)),
);

export const GET = withAuth('artist', certificateList, ({ user, query }) => listCertificates(user, query));
