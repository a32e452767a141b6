// GET /api/rights/certificates/{code}/pdf: the certificate as a PDF with a QR code to its verification page.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { certificatePdfFor } from '@/lib/rights/certificates';
import { codeParams } from '@/lib/rights/schema';

export const GET = publicRoute({ params: codeParams }, async ({ params }) => {
  const { pdf, filename } = await certificatePdfFor(params.code);
  return new Response(new Uint8Array(pdf), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${filename}"` },
  });
});
