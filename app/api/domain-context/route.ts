// GET /api/domain-context: the brand and domains for the requesting host (public).
import { publicRoute } from '@/lib/http';
import { domainContextFromHeaders } from '@/lib/brands/server';

export const GET = publicRoute({}, ({ req }) => domainContextFromHeaders(req.headers));
