// PATCH / DELETE one artist dashboard category (its services go with it).
import { withAuth } from '@/lib/platform/http/with-auth';
import { categoryPatchSchema } from '@/lib/command/dashboard-catalog-schema';
import { deleteCategory, updateCategory } from '@/lib/command/dashboard-catalog-service';
import { idParams } from '@/lib/platform/http/params';

export const PATCH = withAuth('admin', { params: idParams, body: categoryPatchSchema }, ({ user, body, params }) =>
  updateCategory(user.id, params.id, body),
);
export const DELETE = withAuth('admin', { params: idParams }, ({ user, params }) => deleteCategory(user.id, params.id));
