// PUT/DELETE /api/communications/faq/{id} (staff): edit or remove an article.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { faqArticleSchema } from '@/lib/comms/schema';
import { deleteArticle, saveArticle } from '@/lib/comms/faq';

export const PUT = withAuth('admin', { params: idParams, body: faqArticleSchema }, ({ user, params, body }) =>
  saveArticle(user, params.id, body),
);

export const DELETE = withAuth('admin', { params: idParams }, async ({ user, params }) => {
  await deleteArticle(user, params.id);
});
