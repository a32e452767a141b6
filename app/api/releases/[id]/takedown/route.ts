// POST /api/releases/{id}/takedown: withdraws a live release from every store (a takedown message each).
import { withAuth } from '@/lib/http';
import { takedownRelease } from '@/lib/releases/lifecycle';

export const POST = withAuth('artist', {}, ({ user, params }) => takedownRelease(user, String(params.id)));
