// POST /api/admin/artist-invitations/{id}/resend: a new invitation link by email; the old one stops working.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { artistInvitationResend } from '@/lib/accounts/contract';
import { idParams } from '@/lib/platform/http/params';
import { resendArtistInvitation } from '@/lib/accounts/join';

export const POST = withAuth('admin', { ...artistInvitationResend, params: idParams }, async ({ user, params }) =>
  created(await resendArtistInvitation(user, params.id)),
);
