// POST /api/releases/{id}/submit: runs quality control and sends the release for review (also resubmits).
import { withAuth } from '@/lib/platform/http/with-auth';
import { submitRelease } from '@/lib/distribution/releases/service';
import { idParams } from '@/lib/platform/http/params';
import { releaseSubmit } from '@/lib/distribution/contract';

export const POST = withAuth('artist', { ...releaseSubmit, params: idParams }, ({ user, params }) =>
  submitRelease(user, params.id),
);
