// GET /api/services/business/plan: the career plan from the business answers and platform activity.
import { withAuth } from '@/lib/platform/http/with-auth';
import { careerPlan } from '@/lib/services/business/service';

export const GET = withAuth('artist', {}, ({ user }) => careerPlan(user));
