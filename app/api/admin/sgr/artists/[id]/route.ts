// PATCH: an artist's status. DELETE: removes the artist from the roster (the rest are renumbered).
import { withAuth } from '@/lib/platform/http/with-auth';
import { removeRosterArtist, setRosterStatus } from '@/lib/command/roster-service';
import { idParams } from '@/lib/platform/http/params';
import { rosterRemove, rosterStatus } from '@/lib/command/contract';

export const PATCH = withAuth('admin', { ...rosterStatus, params: idParams }, ({ user, body, params }) =>
  setRosterStatus(user.id, params.id, body.status),
);
export const DELETE = withAuth('admin', { ...rosterRemove, params: idParams }, ({ user, params }) =>
  removeRosterArtist(user.id, params.id),
);
