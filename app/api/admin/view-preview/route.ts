// The super admin's 'MMS Artist View' preview record: GET the state, POST to start, DELETE to return.
import { withAuth } from '@/lib/platform/http/with-auth';
import { currentPreview, endPreview, startPreview } from '@/lib/command/preview-service';
import { previewEnd, previewRead, previewStart } from '@/lib/command/contract';

export const GET = withAuth('superAdmin', previewRead, ({ user }) => currentPreview(user));
export const POST = withAuth('superAdmin', previewStart, ({ user }) => startPreview(user));
export const DELETE = withAuth('superAdmin', previewEnd, ({ user }) => endPreview(user));
