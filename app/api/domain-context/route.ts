// GET /api/domain-context: the brand and domains for the requesting host (public).
import { publicRoute } from '@/lib/platform/http/with-auth';
import { domainContextFromHeaders } from '@/lib/platform/brands/server';
import { domainContextRead } from '@/lib/platform/contract';

export const GET = publicRoute(domainContextRead, ({ req }) => domainContextFromHeaders(req.headers));
