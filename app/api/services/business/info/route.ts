// GET/PUT /api/services/business/info: the artist's business answers (SSN-like fields are never saved).
import { withAuth } from '@/lib/platform/http/with-auth';
import { businessInfoInput } from '@/lib/services/business/schema';
import { getBusinessInfo, saveBusinessInfo } from '@/lib/services/business/service';

export const GET = withAuth('artist', {}, ({ user }) => getBusinessInfo(user));

export const PUT = withAuth('artist', { body: businessInfoInput }, ({ user, body }) => saveBusinessInfo(user, body));
