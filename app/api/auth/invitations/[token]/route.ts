// GET /api/auth/invitations/{token}: who invited whom, before accepting (public: the token is the key).
import { publicRoute } from '@/lib/http';
import { describeInvitation } from '@/lib/auth/service';
import { tokenParams } from '@/lib/params';

export const GET = publicRoute({ params: tokenParams }, ({ params }) => describeInvitation(params.token));
