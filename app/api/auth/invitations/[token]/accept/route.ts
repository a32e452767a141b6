// POST /api/auth/invitations/{token}/accept: creates the admin account and sets its password.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { acceptInvitationSchema } from '@/lib/platform/auth/schema';
import { acceptInvitation } from '@/lib/accounts/credentials';
import { tokenParams } from '@/lib/platform/http/params';

export const POST = publicRoute({ params: tokenParams, body: acceptInvitationSchema }, ({ params, body }) =>
  acceptInvitation(params.token, body),
);
