// POST /api/auth/artist-invitations/{token}/accept: the invited artist's name and password; the link works once.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { acceptArtistInvitationSchema, joinTokenParams } from '@/lib/accounts/schema';
import { acceptArtistInvitation } from '@/lib/accounts/join';

export const POST = publicRoute(
  { params: joinTokenParams, body: acceptArtistInvitationSchema, maxBodyBytes: 8 * 1024 },
  ({ params, body }) => acceptArtistInvitation(params.token, body),
);
