// POST /api/communications/faq/{id}/vote: "was this helpful" (public).
import { publicRoute } from '@/lib/platform/http/with-auth';
import { faqVote } from '@/lib/comms/contract';
import { idParams } from '@/lib/platform/http/params';
import { voteArticle } from '@/lib/comms/faq';

export const POST = publicRoute({ ...faqVote, params: idParams, maxBodyBytes: 1024 }, ({ params, body }) =>
  voteArticle(params.id, body.helpful),
);
