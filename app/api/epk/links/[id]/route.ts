// DELETE /api/epk/links/{id}: revoke a private link.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { revokeEpkLink } from '@/lib/services/epk/service';
import { epkLinkRevoke } from '@/lib/services/contract';

export const DELETE = withAuth('artist', { ...epkLinkRevoke, params: idParams }, ({ user, params }) =>
  revokeEpkLink(user, params.id),
);
