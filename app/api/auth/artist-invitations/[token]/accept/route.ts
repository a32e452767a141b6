// POST /api/auth/artist-invitations/{token}/accept: the invited artist's name and password; the link works once.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { artistInvitationAccept } from '@/lib/accounts/contract';
import { joinTokenParams } from '@/lib/accounts/schema';
import { acceptArtistInvitation } from '@/lib/accounts/join';

export const POST = publicRoute(
  { ...artistInvitationAccept, params: joinTokenParams, maxBodyBytes: 8 * 1024 },
  ({ params, body }) => acceptArtistInvitation(params.token, body),
);
