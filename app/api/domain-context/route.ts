// GET /api/domain-context: the brand and domains for the requesting host (public).
import { publicRoute } from '@/lib/platform/http/with-auth';
import { domainContextFromHeaders } from '@/lib/platform/brands/server';

export const GET = publicRoute({}, ({ req }) => domainContextFromHeaders(req.headers));
