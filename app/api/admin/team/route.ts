// GET: the admin team with each admin's recorded action count.
import { withAuth } from '@/lib/platform/http/with-auth';
import { teamList } from '@/lib/command/contract';
import { listTeam } from '@/lib/command/team-service';

export const GET = withAuth('admin', teamList, () => listTeam());
