// /api/ops/store-transports/{storeId}: a store's SFTP or S3 delivery settings and acknowledgement folder
// (the secret is never shown). Changing them is a platform-wide store change, like the store's endpoint:
// only a super admin after step-up (428 without it).
import { withAuth } from '@/lib/platform/http/with-auth';
import { NotFound } from '@/lib/platform/errors';
import { storeParams } from '@/lib/ops/schema';
import { describeTransport, removeTransport, saveTransport } from '@/lib/distribution/transports/config';
import { storeTransportRead, storeTransportRemove, storeTransportSave } from '@/lib/distribution/contract';

export const GET = withAuth('admin', { ...storeTransportRead, params: storeParams }, async ({ params }) => {
  const t = await describeTransport(params.id);
  if (!t) throw new NotFound('This store has no SFTP or S3 transport');
  return t;
});

export const PUT = withAuth(
  'superAdmin',
  { ...storeTransportSave, stepUp: true, params: storeParams },
  ({ params, body, user }) => saveTransport(user.id, params.id, body),
);

export const DELETE = withAuth(
  'superAdmin',
  { ...storeTransportRemove, stepUp: true, params: storeParams },
  ({ params, user }) => removeTransport(user.id, params.id),
);
