// GET /api/services/business/plan: the career plan from the business answers and platform activity.
import { withAuth } from '@/lib/platform/http/with-auth';
import { careerPlan } from '@/lib/services/business/service';
import { businessPlan } from '@/lib/services/contract';

export const GET = withAuth('artist', businessPlan, ({ user }) => careerPlan(user));
