// POST /api/brain/ideas/generate: ideas from live platform signals, saved to pending when asked.
import { withAuth } from '@/lib/platform/http/with-auth';
import { ideasGenerate } from '@/lib/brain/contract';
import { generateIdeas } from '@/lib/brain/ideas';
import { canSeeCodeTools } from '@/lib/brain/code-access';

export const POST = withAuth('admin', ideasGenerate, ({ user, body }) =>
  generateIdeas(user.id, body.ns, body.saveToPending, canSeeCodeTools(user)),
);
