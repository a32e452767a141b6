// /api/admin/invitations: admins invite new admins by email (GET lists open invitations).
import { withAuth, created } from '@/lib/http';
import { inviteAdminSchema } from '@/lib/auth/schema';
import { inviteAdmin, listInvitations } from '@/lib/auth/service';

export const GET = withAuth('admin', {}, () => listInvitations());

export const POST = withAuth('admin', { body: inviteAdminSchema }, async ({ user, body }) =>
  created(await inviteAdmin(user, body)),
);
