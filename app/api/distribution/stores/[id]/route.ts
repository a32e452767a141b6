// PATCH /api/distribution/stores/{id}: staff enable/disable a store, change its endpoint or requirements.
import { withAuth } from '@/lib/http';
import { storeUpdateSchema, updateStore } from '@/lib/distribution/stores';

export const PATCH = withAuth('admin', { body: storeUpdateSchema }, ({ user, params, body }) =>
  updateStore(String(params.id), body, user.id),
);
