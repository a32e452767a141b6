// POST /api/brain/feedback: thumbs up or down on a memory; moves its success rate.
import { withAuth } from '@/lib/platform/http/with-auth';
import { memoryFeedback } from '@/lib/brain/contract';
import { recordFeedback } from '@/lib/brain/memories';

export const POST = withAuth('admin', memoryFeedback, async ({ user, body }) => ({
  memory: await recordFeedback({ userId: user.id }, body.memoryId, body.feedbackType),
}));
