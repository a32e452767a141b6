// GET /api/brain/suggestions/code/pending: code changes the deep scan proposes, awaiting approval, a page at a time.
import { withAuth } from '@/lib/platform/http/with-auth';
import { codeSuggestionList } from '@/lib/brain/contract';
import { listPendingCodeSuggestions } from '@/lib/brain/code-suggestions';

export const GET = withAuth('superAdmin', codeSuggestionList, ({ query }) => listPendingCodeSuggestions(query));
