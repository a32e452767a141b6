// GET /api/rights/publishing-agreement/pdf: the signed agreement as a PDF (its signer only).
import { withAuth } from '@/lib/platform/http/with-auth';
import { publishingAgreementPdf } from '@/lib/rights/publishing';

export const GET = withAuth('artist', {}, async ({ user }) => {
  const { pdf, filename } = await publishingAgreementPdf(user);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  });
});
