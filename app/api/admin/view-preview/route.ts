// The super admin's 'MMS Artist View' preview record: GET the state, POST to start, DELETE to return.
import { withAuth } from '@/lib/platform/http/with-auth';
import { currentPreview, endPreview, startPreview } from '@/lib/command/preview-service';

export const GET = withAuth('superAdmin', {}, ({ user }) => currentPreview(user));
export const POST = withAuth('superAdmin', {}, ({ user }) => startPreview(user));
export const DELETE = withAuth('superAdmin', {}, ({ user }) => endPreview(user));
