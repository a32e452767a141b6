// GET/PUT /api/services/business/info: the artist's business answers (SSN-like fields are never saved).
import { withAuth } from '@/lib/http';
import { businessInfoInput } from '@/lib/business/schema';
import { getBusinessInfo, saveBusinessInfo } from '@/lib/business/service';

export const GET = withAuth('artist', {}, ({ user }) => getBusinessInfo(user));

export const PUT = withAuth('artist', { body: businessInfoInput }, ({ user, body }) => saveBusinessInfo(user, body));
