// GET /api/earnings (spec §7.2): the signed-in user's earnings summary.
import { withAuth } from '@/lib/http';
import { earningsAnswer } from '@/lib/cache/answers';

// Cached per user until an allocation, payout or ledger write commits (lib/cache/answers.ts).
export const GET = withAuth('artist', {}, ({ user }) => earningsAnswer(user.id));
