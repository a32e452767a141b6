// GET /api/earnings (spec §7.2): the signed-in user's earnings summary.
import { withAuth } from '@/lib/platform/http/with-auth';
import { earningsAnswer } from '@/lib/command/cached-answers';
import { earningsSummary } from '@/lib/command/contract';

// Cached per user until an allocation, payout or ledger write commits (lib/command/cached-answers.ts).
export const GET = withAuth('artist', earningsSummary, ({ user }) => earningsAnswer(user.id));
