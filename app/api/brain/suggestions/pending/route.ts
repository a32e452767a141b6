// GET /api/brain/suggestions/pending: suggestions derived from live platform signals, not yet sent on.
import { withAuth } from '@/lib/platform/http/with-auth';
import { suggestionList } from '@/lib/brain/contract';
import { pendingSuggestions } from '@/lib/brain/ideas';
import { canSeeCodeTools } from '@/lib/brain/code-access';

export const GET = withAuth('admin', suggestionList, ({ user }) => pendingSuggestions(canSeeCodeTools(user)));
