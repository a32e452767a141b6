// PATCH /api/services/business/states/{code}: keep a state's fees and filing link current (admins).
import { withAuth } from '@/lib/http';
import { statePatch, stateParams } from '@/lib/business/schema';
import { updateState } from '@/lib/business/service';

export const PATCH = withAuth('admin', { params: stateParams, body: statePatch }, ({ user, params, body }) =>
  updateState(user, params.code, body),
);
