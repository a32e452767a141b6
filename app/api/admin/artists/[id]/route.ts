// PATCH /api/admin/artists/{id}: deactivate (sessions end at once) or reactivate an artist account.
import { withAuth } from '@/lib/platform/http/with-auth';
import { artistStatusSet } from '@/lib/accounts/contract';
import { idParams } from '@/lib/platform/http/params';
import { setArtistStatus } from '@/lib/accounts/artists';

export const PATCH = withAuth('admin', { ...artistStatusSet, params: idParams }, ({ user, params, body }) =>
  setArtistStatus(user, params.id, body.status),
);
