// GET /api/royalties/contributors: how the earnings of the caller's releases were shared.
import { withAuth } from '@/lib/platform/http/with-auth';
import { contributorList } from '@/lib/royalties/contract';
import { contributorEarnings } from '@/lib/royalties/earnings';

export const GET = withAuth('artist', contributorList, ({ user, query }) => contributorEarnings(user.id, query));
