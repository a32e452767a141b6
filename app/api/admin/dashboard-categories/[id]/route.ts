// PATCH / DELETE one artist dashboard category (its services go with it).
import { withAuth } from '@/lib/platform/http/with-auth';
import { deleteCategory, updateCategory } from '@/lib/command/dashboard-catalog-service';
import { idParams } from '@/lib/platform/http/params';
import { dashboardCategoryDelete, dashboardCategoryUpdate } from '@/lib/command/contract';

export const PATCH = withAuth('admin', { ...dashboardCategoryUpdate, params: idParams }, ({ user, body, params }) =>
  updateCategory(user.id, params.id, body),
);
export const DELETE = withAuth('admin', { ...dashboardCategoryDelete, params: idParams }, ({ user, params }) =>
  deleteCategory(user.id, params.id),
);
