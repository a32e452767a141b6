// GET/POST /api/rights/filings: US Copyright Office filings (SR, PA, or a group of up to 20 songs).
import { withAuth, created } from '@/lib/http';
import { createFiling, listFilings } from '@/lib/rights/filings';
import { filingInput } from '@/lib/rights/schema';

export const GET = withAuth('artist', {}, async ({ user }) => ({ filings: await listFilings(user) }));

export const POST = withAuth('artist', { body: filingInput }, async ({ user, body }) =>
  created(await createFiling(user, body)),
);
