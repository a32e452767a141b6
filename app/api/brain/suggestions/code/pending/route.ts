// GET /api/brain/suggestions/code/pending: code changes the deep scan proposes, awaiting approval.
import { withAuth } from '@/lib/http';
import { adminQuerySchema } from '@/lib/brain/schema';
import { listPendingCodeSuggestions } from '@/lib/brain/code-suggestions';

export const GET = withAuth('superAdmin', { query: adminQuerySchema }, () => listPendingCodeSuggestions());
