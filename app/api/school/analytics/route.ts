// GET /api/school/analytics: the impact figures.
import { withAuth } from '@/lib/platform/http/with-auth';
import { impactAnalytics } from '@/lib/school/analytics';

export const GET = withAuth('admin', {}, () => impactAnalytics());
