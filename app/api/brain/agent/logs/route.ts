// GET /api/brain/agent/logs: the agent communication timeline (polled every 5 s by the Logs tab).
import { withAuth } from '@/lib/platform/http/with-auth';
import { agentLogsSchema } from '@/lib/brain/schema';
import { listAgentLogs } from '@/lib/brain/agent-log';

export const GET = withAuth('admin', { query: agentLogsSchema }, ({ user, query }) =>
  listAgentLogs(user, query.ns, query.limit),
);
