// GET /api/earnings (spec §7.2): the signed-in user's earnings summary.
import { withAuth } from '@/lib/http';
import { userEarningsSummary } from '@/lib/royalties/earnings';

export const GET = withAuth('artist', {}, ({ user }) => userEarningsSummary(user.id));
