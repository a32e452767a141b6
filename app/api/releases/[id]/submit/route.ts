// POST /api/releases/{id}/submit: runs quality control and sends the release for review (also resubmits).
import { withAuth } from '@/lib/http';
import { submitRelease } from '@/lib/releases/service';
import { idParams } from '@/lib/params';

export const POST = withAuth('artist', { params: idParams }, ({ user, params }) => submitRelease(user, params.id));
