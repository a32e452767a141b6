// PATCH: an artist's status. DELETE: removes the artist from the roster (the rest are renumbered).
import { z } from 'zod';
import { withAuth } from '@/lib/http';
import { ROSTER_STATUSES } from '@/lib/command/roster-schema';
import { removeRosterArtist, setRosterStatus } from '@/lib/command/roster-service';

const body = z.object({ status: z.enum(ROSTER_STATUSES) });

export const PATCH = withAuth('admin', { body }, ({ user, body, params }) =>
  setRosterStatus(user.id, String(params.id), body.status),
);
export const DELETE = withAuth('admin', {}, ({ user, params }) => removeRosterArtist(user.id, String(params.id)));
