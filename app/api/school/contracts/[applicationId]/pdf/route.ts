// GET /api/school/contracts/{applicationId}/pdf: the signed agreement (its student, staff or the emailed token).
import { z } from 'zod';
import { publicRoute } from '@/lib/http';
import { contractPdfFor } from '@/lib/school/contracts';

export const GET = publicRoute(
  { query: z.object({ token: z.string().max(200).optional() }) },
  async ({ params, user, query }) => {
    const { pdf, filename } = await contractPdfFor(String(params.applicationId), user, query.token ?? null);
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'private, no-store',
      },
    });
  },
);
