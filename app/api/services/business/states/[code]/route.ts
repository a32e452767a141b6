// PATCH /api/services/business/states/{code}: keep a state's fees and filing link current (admins).
import { withAuth } from '@/lib/platform/http/with-auth';
import { statePatch, stateParams } from '@/lib/services/business/schema';
import { updateState } from '@/lib/services/business/service';

export const PATCH = withAuth('admin', { params: stateParams, body: statePatch }, ({ user, params, body }) =>
  updateState(user, params.code, body),
);
