// The platform's bank account for order payments by transfer: GET for staff (what customers are shown), PUT by
// the super admin after step-up (a platform-wide setting; changing where customers send money is sensitive).
import { withAuth } from '@/lib/platform/http/with-auth';
import { getBankTransferSettings, saveBankTransferSettings } from '@/lib/services/bank-transfer';
import { bankTransferSettingsInput } from '@/lib/services/schema';

export const GET = withAuth('admin', {}, async () => ({ bankTransfer: await getBankTransferSettings() }));

export const PUT = withAuth(
  'superAdmin',
  { stepUp: true, body: bankTransferSettingsInput, maxBodyBytes: 16 * 1024 },
  async ({ user, body }) => ({ bankTransfer: await saveBankTransferSettings(user, body) }),
);
