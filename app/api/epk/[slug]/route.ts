// GET /api/epk/{slug}[?t=token]: a published EPK (or one shared by a private link) as JSON.
import { publicRoute } from '@/lib/http';
import { slugParams, tokenQuery } from '@/lib/epk/schema';
import { publicEpk } from '@/lib/epk/service';

export const GET = publicRoute({ params: slugParams, query: tokenQuery }, ({ params, query }) =>
  publicEpk(params.slug, query.t),
);
