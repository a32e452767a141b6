// GET /api/services/analytics: platform figures per month and brand for /analytics-dashboard.
import { withAuth } from '@/lib/platform/http/with-auth';
import { platformAnalytics } from '@/lib/services/analytics';
import { analyticsRead } from '@/lib/services/contract';

export const GET = withAuth('admin', analyticsRead, () => platformAnalytics());
