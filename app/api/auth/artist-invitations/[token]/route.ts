// GET /api/auth/artist-invitations/{token}: what the join page shows before choosing a password.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { joinTokenParams } from '@/lib/accounts/schema';
import { describeArtistInvitation } from '@/lib/accounts/join';

export const GET = publicRoute({ params: joinTokenParams }, ({ params }) => describeArtistInvitation(params.token));
