// PUT/DELETE /api/communications/faq/{id} (staff): edit or remove an article.
import { withAuth } from '@/lib/platform/http/with-auth';
import { faqDelete, faqSave } from '@/lib/comms/contract';
import { idParams } from '@/lib/platform/http/params';
import { deleteArticle, saveArticle } from '@/lib/comms/faq';

export const PUT = withAuth('admin', { ...faqSave, params: idParams }, ({ user, params, body }) =>
  saveArticle(user, params.id, body),
);

export const DELETE = withAuth('admin', { ...faqDelete, params: idParams }, async ({ user, params }) => {
  await deleteArticle(user, params.id);
});
