// POST /api/auth/invitations/{token}/accept: creates the admin account and sets its password.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { invitationAccept } from '@/lib/accounts/contract';
import { acceptInvitation } from '@/lib/accounts/credentials';
import { tokenParams } from '@/lib/platform/http/params';

export const POST = publicRoute({ ...invitationAccept, params: tokenParams }, ({ params, body }) =>
  acceptInvitation(params.token, body),
);
