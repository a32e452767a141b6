// POST /api/auth/invitations/{token}/accept: creates the admin account and sets its password.
import { publicRoute } from '@/lib/http';
import { acceptInvitationSchema } from '@/lib/auth/schema';
import { acceptInvitation } from '@/lib/auth/service';
import { tokenParams } from '@/lib/params';

export const POST = publicRoute({ params: tokenParams, body: acceptInvitationSchema }, ({ params, body }) =>
  acceptInvitation(params.token, body),
);
