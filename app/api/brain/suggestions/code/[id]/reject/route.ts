// POST /api/brain/suggestions/code/{id}/reject: reject the change with an optional reason.
import { withAuth } from '@/lib/platform/http/with-auth';
import { codeSuggestionReject } from '@/lib/brain/contract';
import { rejectCodeSuggestion } from '@/lib/brain/code-suggestions';
import { idParam } from '@/lib/brain/route-params';
import { idParams } from '@/lib/platform/http/params';

export const POST = withAuth('superAdmin', { ...codeSuggestionReject, params: idParams }, ({ user, body, params }) =>
  rejectCodeSuggestion(user.id, idParam(params), body.reason),
);
