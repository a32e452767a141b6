// POST: a new artist dashboard category.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { categoryInputSchema } from '@/lib/command/dashboard-catalog-schema';
import { createCategory } from '@/lib/command/dashboard-catalog-service';

export const POST = withAuth('admin', { body: categoryInputSchema }, async ({ user, body }) =>
  created(await createCategory(user.id, body)),
);
