// POST: a new artist dashboard category.
import { created, withAuth } from '@/lib/http';
import { categoryInputSchema } from '@/lib/command/dashboard-catalog-schema';
import { createCategory } from '@/lib/command/dashboard-catalog-service';

export const POST = withAuth('admin', { body: categoryInputSchema }, async ({ user, body }) =>
  created(await createCategory(user.id, body)),
);
