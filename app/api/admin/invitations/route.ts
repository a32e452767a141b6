// /api/admin/invitations: admins invite new admins by email (GET lists open invitations).
import { withAuth, created } from '@/lib/platform/http/with-auth';
import { inviteAdminSchema } from '@/lib/platform/auth/schema';
import { inviteAdmin, listInvitations } from '@/lib/accounts/credentials';

export const GET = withAuth('admin', {}, () => listInvitations());

export const POST = withAuth('admin', { body: inviteAdminSchema }, async ({ user, body }) =>
  created(await inviteAdmin(user, body)),
);
