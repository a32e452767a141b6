// GET /api/ops/tax/summary?year=&format=csv: what each payee was paid in a year, 1099-style (admins).
import { withAuth } from '@/lib/platform/http/with-auth';
import { taxSummary } from '@/lib/ops/contract';
import { yearlyEarningsSummary, yearlySummaryCsv } from '@/lib/ops/tax/service';

export const GET = withAuth('admin', taxSummary, async ({ query }) => {
  const summary = await yearlyEarningsSummary(query.year);
  if (query.format === 'json') return summary;
  return new Response(yearlySummaryCsv(summary), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="payee-earnings-${summary.year}.csv"`,
      'cache-control': 'no-store',
    },
  });
});
