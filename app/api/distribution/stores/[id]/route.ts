// PATCH /api/distribution/stores/{id}: staff enable/disable a store, change its endpoint or requirements.
import { withAuth } from '@/lib/http';
import { storeUpdateSchema, updateStore } from '@/lib/distribution/stores';
import { idParams } from '@/lib/params';

export const PATCH = withAuth('admin', { params: idParams, body: storeUpdateSchema }, ({ user, params, body }) =>
  updateStore(params.id, body, user.id),
);
