// GET /api/brain/ai-communication/history: the admin's last assistant events (20 by default).
import { withAuth } from '@/lib/platform/http/with-auth';
import { historySchema } from '@/lib/brain/schema';
import { communicationHistory } from '@/lib/brain/agent-log';

export const GET = withAuth('admin', { query: historySchema }, ({ user, query }) =>
  communicationHistory(user.id, query.limit),
);
