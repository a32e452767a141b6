// PATCH: change an admin's role or status (deactivation ends their session at once).
import { withAuth } from '@/lib/http';
import { teamUpdateSchema, updateTeamMember } from '@/lib/command/team-service';

export const PATCH = withAuth('admin', { body: teamUpdateSchema }, ({ user, body, params }) =>
  updateTeamMember(user, String(params.id), body),
);
