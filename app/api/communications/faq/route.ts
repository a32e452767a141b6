// GET /api/communications/faq?q=: the brand's published articles (staff also see drafts). POST (staff): a new article.
import { created, publicRoute, withAuth } from '@/lib/platform/http/with-auth';
import { faqList, faqSave } from '@/lib/comms/contract';
import { brandFromHeaders } from '@/lib/platform/brands/server';
import { isAdminRole } from '@/lib/platform/auth/roles';
import { listFaq, saveArticle } from '@/lib/comms/faq';

export const GET = publicRoute(faqList, ({ req, user, query }) => {
  const staff = !!user && isAdminRole(user.role);
  const brand = (staff && query.brand) || brandFromHeaders(req.headers);
  return listFaq(brand, { q: query.q, includeDrafts: staff });
});

export const POST = withAuth('admin', faqSave, async ({ user, body }) => created(await saveArticle(user, null, body)));
