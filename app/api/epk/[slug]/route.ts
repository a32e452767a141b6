// GET /api/epk/{slug}[?t=token]: a published EPK (or one shared by a private link) as JSON.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { slugParams, tokenQuery } from '@/lib/services/epk/schema';
import { publicEpk } from '@/lib/services/epk/service';

export const GET = publicRoute({ params: slugParams, query: tokenQuery }, ({ params, query }) =>
  publicEpk(params.slug, query.t),
);
