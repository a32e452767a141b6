// POST: a new tool link in an artist dashboard category.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { serviceInputSchema } from '@/lib/command/dashboard-catalog-schema';
import { createService } from '@/lib/command/dashboard-catalog-service';

export const POST = withAuth('admin', { body: serviceInputSchema }, async ({ user, body }) =>
  created(await createService(user.id, body)),
);
