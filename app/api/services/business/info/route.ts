// GET/PUT /api/services/business/info: the artist's business answers (SSN-like fields are never saved).
import { withAuth } from '@/lib/platform/http/with-auth';
import { getBusinessInfo, saveBusinessInfo } from '@/lib/services/business/service';
import { businessInfoRead, businessInfoSave } from '@/lib/services/contract';

export const GET = withAuth('artist', businessInfoRead, ({ user }) => getBusinessInfo(user));

export const PUT = withAuth('artist', businessInfoSave, ({ user, body }) => saveBusinessInfo(user, body));
