// GET/POST /api/rights/filings: US Copyright Office filings (SR, PA, or a group of up to 20 songs); GET pages them
// (?cursor=&limit=).
import { withAuth, created } from '@/lib/platform/http/with-auth';
import { createFiling, listFilings } from '@/lib/rights/filings';
import { filingCreate, filingList } from '@/lib/rights/contract';

export const GET = withAuth('artist', filingList, ({ user, query }) => listFilings(user, query));

export const POST = withAuth('artist', filingCreate, async ({ user, body }) => created(await createFiling(user, body)));
