// GET /api/epk: the artist's EPK including its slug (a draft from platform data before one exists); PUT saves it.
import { withAuth } from '@/lib/platform/http/with-auth';
import { getMyEpk, saveMyEpk } from '@/lib/services/epk/service';
import { epkRead, epkSave } from '@/lib/services/contract';

export const GET = withAuth('artist', epkRead, ({ user }) => getMyEpk(user));

export const PUT = withAuth('artist', epkSave, ({ user, body }) => saveMyEpk(user, body));
