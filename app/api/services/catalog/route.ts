// GET /api/services/catalog: the active services of the brand this site serves (or ?brand=).
import { publicRoute } from '@/lib/platform/http/with-auth';
import { brandFromHeaders } from '@/lib/platform/brands/server';
import { catalogQuery } from '@/lib/services/schema';
import { listCatalog } from '@/lib/services/catalog';

export const GET = publicRoute({ query: catalogQuery }, ({ req, query }) =>
  listCatalog(query.brand ?? brandFromHeaders(req.headers)),
);
