// The services routes' contracts (lib/platform/http/contract.ts): input schemas and response types, declared once
// for the route handlers and the typed client of the pages (lib/api-routes.ts).
import { defineRoute, type Returns } from '../platform/http/contract';
import { bankTransferSettingsInput } from './schema';
import type { getBankTransferSettings, saveBankTransferSettings } from './bank-transfer';

export const bankTransferRead = defineRoute<{ bankTransfer: Returns<typeof getBankTransferSettings> }>()({});
export const bankTransferSave = defineRoute<{ bankTransfer: Returns<typeof saveBankTransferSettings> }>()({
  body: bankTransferSettingsInput,
});

export const servicesApi = {
  '/api/services/payment-settings': { GET: bankTransferRead, PUT: bankTransferSave },
};
