// DELETE /api/epk/links/{id}: revoke a private link.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { revokeEpkLink } from '@/lib/services/epk/service';

export const DELETE = withAuth('artist', { params: idParams }, ({ user, params }) => revokeEpkLink(user, params.id));
