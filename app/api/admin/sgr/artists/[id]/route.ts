// PATCH: an artist's status. DELETE: removes the artist from the roster (the rest are renumbered).
import { withAuth } from '@/lib/platform/http/with-auth';
import { rosterStatusSchema } from '@/lib/command/roster-schema';
import { removeRosterArtist, setRosterStatus } from '@/lib/command/roster-service';
import { idParams } from '@/lib/platform/http/params';

export const PATCH = withAuth('admin', { params: idParams, body: rosterStatusSchema }, ({ user, body, params }) =>
  setRosterStatus(user.id, params.id, body.status),
);
export const DELETE = withAuth('admin', { params: idParams }, ({ user, params }) =>
  removeRosterArtist(user.id, params.id),
);
