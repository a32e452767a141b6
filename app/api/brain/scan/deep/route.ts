// POST /api/brain/scan/deep: start a deep scan (202; 409 while one runs). GET: the latest scan,
// with its progress while it runs and its redacted result when done.
import { withAuth } from '@/lib/platform/http/with-auth';
import { scanLatest, scanStart } from '@/lib/brain/contract';
import { latestScan, startDeepScan } from '@/lib/brain/scan/service';

export const POST = withAuth('superAdmin', scanStart, async ({ user, body }) =>
  Response.json(await startDeepScan(user.id, body.replace), { status: 202 }),
);

export const GET = withAuth('superAdmin', scanLatest, () => latestScan());
