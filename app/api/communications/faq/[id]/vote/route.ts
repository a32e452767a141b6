// POST /api/communications/faq/{id}/vote: "was this helpful" (public).
import { publicRoute } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { faqVoteSchema } from '@/lib/comms/schema';
import { voteArticle } from '@/lib/comms/faq';

export const POST = publicRoute({ params: idParams, body: faqVoteSchema, maxBodyBytes: 1024 }, ({ params, body }) =>
  voteArticle(params.id, body.helpful),
);
