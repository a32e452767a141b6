// PATCH / DELETE one artist dashboard tool link.
import { withAuth } from '@/lib/platform/http/with-auth';
import { servicePatchSchema } from '@/lib/command/dashboard-catalog-schema';
import { deleteService, updateService } from '@/lib/command/dashboard-catalog-service';
import { idParams } from '@/lib/platform/http/params';

export const PATCH = withAuth('admin', { params: idParams, body: servicePatchSchema }, ({ user, body, params }) =>
  updateService(user.id, params.id, body),
);
export const DELETE = withAuth('admin', { params: idParams }, ({ user, params }) => deleteService(user.id, params.id));
