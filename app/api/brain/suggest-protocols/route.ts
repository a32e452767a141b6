// POST /api/brain/suggest-protocols: the memories relevant to a task.
import { withAuth } from '@/lib/platform/http/with-auth';
import { suggestProtocolsSchema } from '@/lib/brain/schema';
import { suggestProtocols } from '@/lib/brain/protocols';

export const POST = withAuth('admin', { body: suggestProtocolsSchema }, ({ user, body }) =>
  suggestProtocols({ userId: user.id }, body.task, body.agentName),
);
