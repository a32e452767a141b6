// GET /api/school/certificates/{code}/pdf: the certificate as a PDF (valid certificates only).
import { publicRoute } from '@/lib/platform/http/with-auth';
import { certificatePdfFor } from '@/lib/school/certificates';
import { codeParams } from '@/lib/platform/http/params';

export const GET = publicRoute({ params: codeParams }, async ({ params }) => {
  const pdf = await certificatePdfFor(params.code);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="certificate-${params.code}.pdf"`,
    },
  });
});
