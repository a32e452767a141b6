// GET /api/auth/invitations/{token}: who invited whom, before accepting (public: the token is the key).
import { publicRoute } from '@/lib/http';
import { describeInvitation } from '@/lib/auth/service';

export const GET = publicRoute({}, ({ params }) => describeInvitation(String(params.token)));
