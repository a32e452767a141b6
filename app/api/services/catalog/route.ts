// GET /api/services/catalog: the active services of the brand this site serves (or ?brand=).
import { publicRoute } from '@/lib/platform/http/with-auth';
import { brandFromHeaders } from '@/lib/platform/brands/server';
import { listCatalog } from '@/lib/services/catalog';
import { catalogList } from '@/lib/services/contract';

export const GET = publicRoute(catalogList, ({ req, query }) =>
  listCatalog(query.brand ?? brandFromHeaders(req.headers)),
);
