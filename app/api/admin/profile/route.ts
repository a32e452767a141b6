// GET /api/admin/profile: the Personal Dashboard card of the signed-in admin.
import { withAuth } from '@/lib/platform/http/with-auth';
import { adminProfile } from '@/lib/command/contract';
import { getAdminProfile } from '@/lib/command/profile-service';

export const GET = withAuth('admin', adminProfile, ({ user }) => getAdminProfile(user.id));
