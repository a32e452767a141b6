// GET /api/communications/faq/suggest?q=: articles matching a ticket subject being typed.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { brandFromHeaders } from '@/lib/platform/brands/server';
import { faqQuerySchema } from '@/lib/comms/schema';
import { suggestArticles } from '@/lib/comms/faq';

export const GET = publicRoute({ query: faqQuerySchema }, ({ req, query }) =>
  suggestArticles(brandFromHeaders(req.headers), query.q ?? ''),
);
