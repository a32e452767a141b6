// POST /api/brain/pending/promote: Send → Memories / Send → Tasks of a suggestion.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { promoteSchema } from '@/lib/brain/schema';
import { promoteDirect } from '@/lib/brain/pending';

export const POST = withAuth('admin', { body: promoteSchema }, async ({ user, body }) =>
  created(await promoteDirect(user.id, body)),
);
