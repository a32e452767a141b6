// GET /api/royalties/reports?userId&from&to&format=json|csv|pdf: a per-artist statement.
import { withAuth } from '@/lib/platform/http/with-auth';
import { reportRead } from '@/lib/royalties/contract';
import { artistStatement, statementCsv, statementPdf } from '@/lib/royalties/reports';

export const GET = withAuth('admin', reportRead, async ({ query }) => {
  const s = await artistStatement(query);
  const name = `statement-${s.artist.name.replace(/[^A-Za-z0-9]+/g, '-')}-${s.from}-${s.to}`;
  if (query.format === 'csv')
    return new Response(statementCsv(s), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}.csv"`,
      },
    });
  if (query.format === 'pdf')
    return new Response(new Uint8Array(await statementPdf(s)), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}.pdf"` },
    });
  return s;
});
