// POST /api/brain/suggestions/code/{id}/approve: approve the change; a task with the patch is created.
import { withAuth } from '@/lib/platform/http/with-auth';
import { codeApproveSchema } from '@/lib/brain/schema';
import { approveCodeSuggestion } from '@/lib/brain/code-suggestions';
import { idParam } from '@/lib/brain/route-params';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('superAdmin', { params: idParams, body: codeApproveSchema }, ({ user, params }) =>
  approveCodeSuggestion(user.id, idParam(params)),
);
