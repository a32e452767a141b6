// PATCH /api/services/offerings/{id}: price, texts, turnaround, commission, on/off.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { offeringPatch } from '@/lib/services/schema';
import { updateOffering } from '@/lib/services/catalog';

export const PATCH = withAuth('admin', { params: idParams, body: offeringPatch }, ({ user, params, body }) =>
  updateOffering(user, params.id, body),
);
