// POST /api/admin/artist-invitations/{id}/resend: a new invitation link by email; the old one stops working.
import { created, withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { resendArtistInvitation } from '@/lib/accounts/join';

export const POST = withAuth('admin', { params: idParams }, async ({ user, params }) =>
  created(await resendArtistInvitation(user, params.id)),
);
