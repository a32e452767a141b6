// GET /api/services/business/plan: the career plan from the business answers and platform activity.
import { withAuth } from '@/lib/http';
import { careerPlan } from '@/lib/business/service';

export const GET = withAuth('artist', {}, ({ user }) => careerPlan(user));
