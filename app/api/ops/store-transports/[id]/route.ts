// /api/ops/store-transports/{storeId}: a store's SFTP or S3 delivery settings (the secret is never shown).
// Where a store's deliveries go is platform-wide like its endpoint: changed only by a super admin after
// step-up (428 without it), so an admin cannot send unreleased audio to a server of their choosing.
import { withAuth } from '@/lib/http';
import { NotFound } from '@/lib/errors';
import { assertStepUp } from '@/lib/command/step-up';
import { storeParams, storeTransportInput } from '@/lib/ops/schema';
import { describeTransport, removeTransport, saveTransport } from '@/lib/distribution/transports/config';

export const GET = withAuth('admin', { params: storeParams }, async ({ params }) => {
  const t = await describeTransport(params.id);
  if (!t) throw new NotFound('This store has no SFTP or S3 transport');
  return t;
});

export const PUT = withAuth(
  'superAdmin',
  { params: storeParams, body: storeTransportInput },
  async ({ req, params, body, user }) => {
    await assertStepUp(req, user);
    return saveTransport(user.id, params.id, body);
  },
);

export const DELETE = withAuth('superAdmin', { params: storeParams }, async ({ req, params, user }) => {
  await assertStepUp(req, user);
  return removeTransport(user.id, params.id);
});
