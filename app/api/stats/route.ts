// GET /api/stats: the command center's platform figures (spec §3 Stats).
import { withAuth } from '@/lib/http';
import { statsAnswer } from '@/lib/cache/answers';

// Cached until a write to a table the figures come from commits (lib/cache/answers.ts).
export const GET = withAuth('admin', {}, () => statsAnswer());
