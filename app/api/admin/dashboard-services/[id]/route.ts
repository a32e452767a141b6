// PATCH / DELETE one artist dashboard tool link.
import { withAuth } from '@/lib/http';
import { servicePatchSchema } from '@/lib/command/dashboard-catalog-schema';
import { deleteService, updateService } from '@/lib/command/dashboard-catalog-service';

export const PATCH = withAuth('admin', { body: servicePatchSchema }, ({ user, body, params }) =>
  updateService(user.id, String(params.id), body),
);
export const DELETE = withAuth('admin', {}, ({ user, params }) => deleteService(user.id, String(params.id)));
