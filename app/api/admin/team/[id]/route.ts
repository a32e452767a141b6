// PATCH: change an admin's role or status (deactivation ends their session at once).
import { withAuth } from '@/lib/platform/http/with-auth';
import { teamUpdateSchema, updateTeamMember } from '@/lib/command/team-service';
import { idParams } from '@/lib/platform/http/params';

export const PATCH = withAuth('admin', { params: idParams, body: teamUpdateSchema }, ({ user, body, params }) =>
  updateTeamMember(user, params.id, body),
);
