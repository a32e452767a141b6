// The platform's bank account for order payments by transfer: GET for staff (what customers are shown), PUT by
// the super admin after step-up (a platform-wide setting; changing where customers send money is sensitive).
import { withAuth } from '@/lib/platform/http/with-auth';
import { bankTransferRead, bankTransferSave } from '@/lib/services/contract';
import { getBankTransferSettings, saveBankTransferSettings } from '@/lib/services/bank-transfer';

export const GET = withAuth('admin', bankTransferRead, async () => ({ bankTransfer: await getBankTransferSettings() }));

export const PUT = withAuth(
  'superAdmin',
  { ...bankTransferSave, stepUp: true, maxBodyBytes: 16 * 1024 },
  async ({ user, body }) => ({ bankTransfer: await saveBankTransferSettings(user, body) }),
);
