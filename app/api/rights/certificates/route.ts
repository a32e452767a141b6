// POST /api/rights/certificates { workId | trackId }: a copyright-protection certificate (201 { code });
// GET: the caller's certificates (staff: all).
import { withAuth, created } from '@/lib/http';
import { issueCertificate, listCertificates } from '@/lib/rights/certificates';
import { certificateInput } from '@/lib/rights/schema';

export const POST = withAuth('artist', { body: certificateInput }, async ({ user, body }) =>
  created(await issueCertificate(user, body)),
);

export const GET = withAuth('artist', {}, async ({ user }) => ({ certificates: await listCertificates(user) }));
