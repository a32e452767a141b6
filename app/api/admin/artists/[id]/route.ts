// PATCH /api/admin/artists/{id}: deactivate (sessions end at once) or reactivate an artist account.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { artistStatusSchema } from '@/lib/accounts/schema';
import { setArtistStatus } from '@/lib/accounts/artists';

export const PATCH = withAuth('admin', { params: idParams, body: artistStatusSchema }, ({ user, params, body }) =>
  setArtistStatus(user, params.id, body.status),
);
