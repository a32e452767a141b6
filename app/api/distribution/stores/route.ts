// GET /api/distribution/stores: the stores (artists see the enabled ones to choose from; staff see all).
import { withAuth } from '@/lib/http';
import { isAdminRole } from '@/lib/auth/roles';
import { listStores } from '@/lib/distribution/stores';

export const GET = withAuth('artist', {}, ({ user }) => listStores(isAdminRole(user.role)));
