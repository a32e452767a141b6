// GET /api/auth/invitations/{token}: who invited whom, before accepting (public: the token is the key).
import { publicRoute } from '@/lib/platform/http/with-auth';
import { describeInvitation } from '@/lib/accounts/credentials';
import { tokenParams } from '@/lib/platform/http/params';

export const GET = publicRoute({ params: tokenParams }, ({ params }) => describeInvitation(params.token));
