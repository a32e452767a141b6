// GET /api/releases/{id}/qc: the quality-control issues of a release, each with the field to fix.
import { withAuth } from '@/lib/platform/http/with-auth';
import { getReleaseForUser } from '@/lib/distribution/releases/access';
import { qcRelease } from '@/lib/distribution/qc/service';
import { idParams } from '@/lib/platform/http/params';

export const GET = withAuth('artist', { params: idParams }, async ({ user, params }) => {
  const r = await getReleaseForUser(params.id, user);
  const issues = await qcRelease(r.id);
  return { ok: issues.every((i) => i.severity !== 'error'), issues };
});
