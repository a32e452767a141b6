// Tax details are required before a payout: a payee gives them (W-9 here) through the route, as in the app.
import * as taxRoute from '@/app/api/ops/tax/route';
import { call, type createUser } from './api';

export async function giveTaxDetails(payee: Awaited<ReturnType<typeof createUser>>) {
  const t = await call(taxRoute.PUT, {
    as: payee,
    body: { form: 'w9', legalName: 'Test Artist', businessType: 'individual', tin: '123456789', certify: true },
  });
  expect(t.status).toBe(200);
}
