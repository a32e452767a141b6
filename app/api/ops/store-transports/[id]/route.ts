// /api/ops/store-transports/{storeId}: a store's SFTP or S3 delivery settings (the secret is never shown).
import { withAuth } from '@/lib/http';
import { NotFound } from '@/lib/errors';
import { storeParams, storeTransportInput } from '@/lib/ops/schema';
import { describeTransport, removeTransport, saveTransport } from '@/lib/distribution/transports/config';

export const GET = withAuth('admin', { params: storeParams }, async ({ params }) => {
  const t = await describeTransport(params.id);
  if (!t) throw new NotFound('This store has no SFTP or S3 transport');
  return t;
});

export const PUT = withAuth('admin', { params: storeParams, body: storeTransportInput }, ({ params, body, user }) =>
  saveTransport(user.id, params.id, body),
);

export const DELETE = withAuth('admin', { params: storeParams }, ({ params, user }) =>
  removeTransport(user.id, params.id),
);
