// GET /api/brain/memories: the admin's visible memories (search ranked by full-text + trigram);
// POST: teach a memory.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { memoryCreate, memoryList } from '@/lib/brain/contract';
import { createMemory, listMemories } from '@/lib/brain/memories';

export const GET = withAuth('admin', memoryList, ({ user, query }) =>
  listMemories({ userId: user.id, teamId: query.teamId }, query),
);

export const POST = withAuth('admin', memoryCreate, async ({ user, body }) =>
  created({ memory: await createMemory(user.id, body) }),
);
