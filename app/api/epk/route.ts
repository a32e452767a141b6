// GET /api/epk: the artist's EPK including its slug (a draft from platform data before one exists); PUT saves it.
import { withAuth } from '@/lib/platform/http/with-auth';
import { epkInput } from '@/lib/services/epk/schema';
import { getMyEpk, saveMyEpk } from '@/lib/services/epk/service';

export const GET = withAuth('artist', {}, ({ user }) => getMyEpk(user));

export const PUT = withAuth('artist', { body: epkInput }, ({ user, body }) => saveMyEpk(user, body));
