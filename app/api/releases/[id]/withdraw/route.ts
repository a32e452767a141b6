// POST /api/releases/{id}/withdraw: takes a submitted release back to draft.
import { withAuth } from '@/lib/http';
import { withdrawRelease } from '@/lib/releases/service';
import { idParams } from '@/lib/params';

export const POST = withAuth('artist', { params: idParams }, ({ user, params }) => withdrawRelease(user, params.id));
