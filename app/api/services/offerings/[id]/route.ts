// PATCH /api/services/offerings/{id}: price, texts, turnaround, commission, on/off.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { updateOffering } from '@/lib/services/catalog';
import { offeringUpdate } from '@/lib/services/contract';

export const PATCH = withAuth('admin', { ...offeringUpdate, params: idParams }, ({ user, params, body }) =>
  updateOffering(user, params.id, body),
);
