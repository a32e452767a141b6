// GET /api/epk/{slug}/media/{fileId}: photos, documents, artwork and previews an EPK shows.
import { publicRoute } from '@/lib/http';
import { slugMediaParams, tokenQuery } from '@/lib/epk/schema';
import { epkMediaResponse } from '@/lib/epk/files';

export const GET = publicRoute({ params: slugMediaParams, query: tokenQuery }, ({ req, params, query }) =>
  epkMediaResponse(params.slug, params.fileId, query.t, req.headers.get('range')),
);
