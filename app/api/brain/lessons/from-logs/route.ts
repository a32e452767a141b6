// POST /api/brain/lessons/from-logs: mine the agent logs and feedback into pending lessons.
import { withAuth } from '@/lib/platform/http/with-auth';
import { emptySchema } from '@/lib/brain/schema';
import { lessonsFromLogs } from '@/lib/brain/lessons';

export const POST = withAuth('admin', { body: emptySchema }, ({ user }) => lessonsFromLogs(user.id));
