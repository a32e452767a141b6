// GET /api/communications/faq/suggest?q=: articles matching a ticket subject being typed.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { faqSuggest } from '@/lib/comms/contract';
import { brandFromHeaders } from '@/lib/platform/brands/server';
import { suggestArticles } from '@/lib/comms/faq';

export const GET = publicRoute(faqSuggest, ({ req, query }) =>
  suggestArticles(brandFromHeaders(req.headers), query.q ?? ''),
);
