// GET /api/stats: the command center's platform figures (spec §3 Stats).
import { withAuth } from '@/lib/platform/http/with-auth';
import { statsAnswer } from '@/lib/command/cached-answers';

// Cached until a write to a table the figures come from commits (lib/command/cached-answers.ts).
export const GET = withAuth('admin', {}, () => statsAnswer());
