// GET /api/services/dashboard: the staff queue by status and age, SLA, assignment and revenue per service.
import { withAuth } from '@/lib/http';
import { serviceDashboard } from '@/lib/services/dashboard';

export const GET = withAuth('admin', {}, () => serviceDashboard());
