// GET /api/distribution/stores: the stores (artists see the enabled ones to choose from; staff see all).
import { withAuth } from '@/lib/platform/http/with-auth';
import { isAdminRole } from '@/lib/platform/auth/roles';
import { listStores } from '@/lib/distribution/stores';
import { storeList } from '@/lib/distribution/contract';

export const GET = withAuth('artist', storeList, ({ user }) => listStores(isAdminRole(user.role)));
