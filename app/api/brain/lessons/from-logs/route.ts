// POST /api/brain/lessons/from-logs: mine the agent logs and feedback into pending lessons.
import { withAuth } from '@/lib/platform/http/with-auth';
import { lessonsMine } from '@/lib/brain/contract';
import { lessonsFromLogs } from '@/lib/brain/lessons';

export const POST = withAuth('admin', lessonsMine, ({ user }) => lessonsFromLogs(user.id));
