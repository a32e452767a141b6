// POST /api/releases/{id}/withdraw: takes a submitted release back to draft.
import { withAuth } from '@/lib/platform/http/with-auth';
import { withdrawRelease } from '@/lib/distribution/releases/service';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('artist', { params: idParams }, ({ user, params }) => withdrawRelease(user, params.id));
