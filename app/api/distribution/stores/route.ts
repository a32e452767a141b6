// GET /api/distribution/stores: the stores (artists see the enabled ones to choose from; staff see all).
import { withAuth } from '@/lib/platform/http/with-auth';
import { isAdminRole } from '@/lib/platform/auth/roles';
import { listStores } from '@/lib/distribution/stores';

export const GET = withAuth('artist', {}, ({ user }) => listStores(isAdminRole(user.role)));
