// GET /api/school/contracts/{applicationId}/pdf: the signed agreement (its student, staff or the emailed token).
import { publicRoute } from '@/lib/platform/http/with-auth';
import { contractPdfQuerySchema } from '@/lib/school/schema';
import { contractPdfFor } from '@/lib/school/contracts';
import { applicationParams } from '@/lib/platform/http/params';

export const GET = publicRoute(
  { params: applicationParams, query: contractPdfQuerySchema },
  async ({ params, user, query }) => {
    const { pdf, filename } = await contractPdfFor(params.applicationId, user, query.token ?? null);
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'private, no-store',
      },
    });
  },
);
