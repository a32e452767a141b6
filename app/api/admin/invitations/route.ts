// /api/admin/invitations: admins invite new admins by email (GET lists open invitations).
import { withAuth, created } from '@/lib/platform/http/with-auth';
import { inviteAdmin, listInvitations } from '@/lib/accounts/credentials';
import { invitationCreate, invitationList } from '@/lib/accounts/contract';

export const GET = withAuth('admin', invitationList, () => listInvitations());

export const POST = withAuth('admin', invitationCreate, async ({ user, body }) =>
  created(await inviteAdmin(user, body)),
);
