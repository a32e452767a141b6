// PATCH /api/distribution/stores/{id}: enable/disable a store, change its endpoint or requirements.
// Platform-wide: only a super admin after step-up (428 without it).
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { updateStore } from '@/lib/distribution/stores';
import { storeUpdate } from '@/lib/distribution/contract';

export const PATCH = withAuth(
  'superAdmin',
  { ...storeUpdate, stepUp: true, params: idParams },
  ({ user, params, body }) => updateStore(params.id, body, user.id),
);
