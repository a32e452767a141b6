// GET /api/school/certificates/{code}/pdf: the certificate as a PDF (valid certificates only).
import { publicRoute } from '@/lib/http';
import { certificatePdfFor } from '@/lib/school/certificates';

export const GET = publicRoute({}, async ({ params }) => {
  const pdf = await certificatePdfFor(String(params.code));
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="certificate-${String(params.code)}.pdf"`,
    },
  });
});
