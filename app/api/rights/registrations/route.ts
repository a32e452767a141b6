// GET /api/rights/registrations?cursor=&limit=: the works a page at a time with their registrations by society,
// and the counts, ageing alerts and conflicts over every work (staff).
import { withAuth } from '@/lib/platform/http/with-auth';
import { registrationOverview } from '@/lib/rights/registrations';
import { registrationList } from '@/lib/rights/contract';

export const GET = withAuth('admin', registrationList, ({ user, query }) => registrationOverview(user, query));
