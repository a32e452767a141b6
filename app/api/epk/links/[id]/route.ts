// DELETE /api/epk/links/{id}: revoke a private link.
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { revokeEpkLink } from '@/lib/epk/service';

export const DELETE = withAuth('artist', { params: idParams }, ({ user, params }) => revokeEpkLink(user, params.id));
