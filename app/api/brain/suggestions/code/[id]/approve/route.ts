// POST /api/brain/suggestions/code/{id}/approve: approve the change; a task with the patch is created.
import { withAuth } from '@/lib/platform/http/with-auth';
import { codeSuggestionApprove } from '@/lib/brain/contract';
import { approveCodeSuggestion } from '@/lib/brain/code-suggestions';
import { idParam } from '@/lib/brain/route-params';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('superAdmin', { ...codeSuggestionApprove, params: idParams }, ({ user, params }) =>
  approveCodeSuggestion(user.id, idParam(params)),
);
