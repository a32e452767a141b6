// GET /api/communications/faq/suggest?q=: articles matching a ticket subject being typed.
import { publicRoute } from '@/lib/http';
import { brandFromHeaders } from '@/lib/brands/server';
import { faqQuerySchema } from '@/lib/comms/schema';
import { suggestArticles } from '@/lib/comms/faq';

export const GET = publicRoute({ query: faqQuerySchema }, ({ req, query }) =>
  suggestArticles(brandFromHeaders(req.headers), query.q ?? ''),
);
