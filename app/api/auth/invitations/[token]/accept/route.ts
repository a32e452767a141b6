// POST /api/auth/invitations/{token}/accept: creates the admin account and sets its password.
import { publicRoute } from '@/lib/http';
import { acceptInvitationSchema } from '@/lib/auth/schema';
import { acceptInvitation } from '@/lib/auth/service';

export const POST = publicRoute({ body: acceptInvitationSchema }, ({ params, body }) =>
  acceptInvitation(String(params.token), body),
);
