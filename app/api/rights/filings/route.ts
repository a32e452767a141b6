// GET/POST /api/rights/filings: US Copyright Office filings (SR, PA, or a group of up to 20 songs); GET pages them
// (?cursor=&limit=).
import { withAuth, created } from '@/lib/platform/http/with-auth';
import { pageQuery } from '@/lib/platform/paging';
import { createFiling, listFilings } from '@/lib/rights/filings';
import { filingInput } from '@/lib/rights/schema';

export const GET = withAuth('artist', { query: pageQuery }, ({ user, query }) => listFilings(user, query));

export const POST = withAuth('artist', { body: filingInput }, async ({ user, body }) =>
  created(await createFiling(user, body)),
);
