// GET /api/epk/{slug}/media/{fileId}: photos, documents, artwork and previews an EPK shows.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { slugMediaParams, tokenQuery } from '@/lib/services/epk/schema';
import { epkMediaResponse } from '@/lib/services/epk/files';

export const GET = publicRoute({ params: slugMediaParams, query: tokenQuery }, ({ req, params, query }) =>
  epkMediaResponse(params.slug, params.fileId, query.t, req.headers.get('range')),
);
