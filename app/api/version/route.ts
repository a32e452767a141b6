// GET /api/version: the running version, never cached (the browser compares it every 5 minutes).
import { publicRoute } from '@/lib/platform/http/with-auth';
import { appVersion } from '@/lib/platform/version';
import { versionRead } from '@/lib/platform/contract';

export const dynamic = 'force-dynamic';

export const GET = publicRoute(versionRead, () =>
  Response.json({ version: appVersion() }, { headers: { 'cache-control': 'no-store, max-age=0' } }),
);
