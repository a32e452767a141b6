// GET /api/royalties/analytics: units of the caller's releases by month, store, country and track.
import { withAuth } from '@/lib/platform/http/with-auth';
import { analyticsRead } from '@/lib/royalties/contract';
import { artistAnalytics } from '@/lib/royalties/earnings';

export const GET = withAuth('artist', analyticsRead, ({ user, query }) => artistAnalytics(user.id, query));
