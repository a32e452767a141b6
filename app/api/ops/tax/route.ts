// The caller's payout tax details: GET (masked) and PUT (W-9 or W-8BEN; the tax id is stored encrypted).
import { withAuth } from '@/lib/platform/http/with-auth';
import { taxProfileRead, taxProfileSave } from '@/lib/ops/contract';
import { getMyTaxProfile, saveTaxProfile } from '@/lib/ops/tax/service';

export const GET = withAuth('artist', taxProfileRead, ({ user }) => getMyTaxProfile(user));

export const PUT = withAuth('artist', { ...taxProfileSave, maxBodyBytes: 16 * 1024 }, ({ user, body }) =>
  saveTaxProfile(user, body),
);
