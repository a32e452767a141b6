// POST /api/releases/{id}/takedown: withdraws a live release from every store (a takedown message each).
import { withAuth } from '@/lib/http';
import { takedownRelease } from '@/lib/releases/lifecycle';
import { idParams } from '@/lib/params';

export const POST = withAuth('artist', { params: idParams }, ({ user, params }) => takedownRelease(user, params.id));
