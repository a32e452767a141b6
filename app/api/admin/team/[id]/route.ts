// PATCH: change an admin's role or status (deactivation ends their session at once).
import { withAuth } from '@/lib/platform/http/with-auth';
import { updateTeamMember } from '@/lib/command/team-service';
import { idParams } from '@/lib/platform/http/params';
import { teamMemberUpdate } from '@/lib/command/contract';

export const PATCH = withAuth('admin', { ...teamMemberUpdate, params: idParams }, ({ user, body, params }) =>
  updateTeamMember(user, params.id, body),
);
