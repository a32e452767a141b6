// PATCH /api/rights/filings/{id}: the filing's status, registration number and effective date.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { updateFiling } from '@/lib/rights/filings';
import { filingUpdate } from '@/lib/rights/contract';

export const PATCH = withAuth('artist', { ...filingUpdate, params: idParams }, ({ user, params, body }) =>
  updateFiling(user, params.id, body),
);
