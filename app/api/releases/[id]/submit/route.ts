// POST /api/releases/{id}/submit: runs quality control and sends the release for review (also resubmits).
import { withAuth } from '@/lib/http';
import { submitRelease } from '@/lib/releases/service';

export const POST = withAuth('artist', {}, ({ user, params }) => submitRelease(user, String(params.id)));
