// GET /api/brain/agent/logs: the agent communication timeline (polled every 5 s by the Logs tab).
import { withAuth } from '@/lib/platform/http/with-auth';
import { agentLogList } from '@/lib/brain/contract';
import { listAgentLogs } from '@/lib/brain/agent-log';

export const GET = withAuth('admin', agentLogList, ({ user, query }) => listAgentLogs(user, query.ns, query.limit));
