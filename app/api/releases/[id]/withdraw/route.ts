// POST /api/releases/{id}/withdraw: takes a submitted release back to draft.
import { withAuth } from '@/lib/http';
import { withdrawRelease } from '@/lib/releases/service';

export const POST = withAuth('artist', {}, ({ user, params }) => withdrawRelease(user, String(params.id)));
