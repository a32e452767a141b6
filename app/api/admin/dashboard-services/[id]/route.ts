// PATCH / DELETE one artist dashboard tool link.
import { withAuth } from '@/lib/platform/http/with-auth';
import { deleteService, updateService } from '@/lib/command/dashboard-catalog-service';
import { idParams } from '@/lib/platform/http/params';
import { dashboardServiceDelete, dashboardServiceUpdate } from '@/lib/command/contract';

export const PATCH = withAuth('admin', { ...dashboardServiceUpdate, params: idParams }, ({ user, body, params }) =>
  updateService(user.id, params.id, body),
);
export const DELETE = withAuth('admin', { ...dashboardServiceDelete, params: idParams }, ({ user, params }) =>
  deleteService(user.id, params.id),
);
