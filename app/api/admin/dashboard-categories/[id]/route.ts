// PATCH / DELETE one artist dashboard category (its services go with it).
import { withAuth } from '@/lib/http';
import { categoryPatchSchema } from '@/lib/command/dashboard-catalog-schema';
import { deleteCategory, updateCategory } from '@/lib/command/dashboard-catalog-service';

export const PATCH = withAuth('admin', { body: categoryPatchSchema }, ({ user, body, params }) =>
  updateCategory(user.id, String(params.id), body),
);
export const DELETE = withAuth('admin', {}, ({ user, params }) => deleteCategory(user.id, String(params.id)));
