// GET /api/school/me/dashboard: the learner's courses, next lessons, due dates, grades, certificates.
import { withAuth } from '@/lib/platform/http/with-auth';
import { studentDashboard } from '@/lib/school/learning';

export const GET = withAuth('student', {}, ({ user }) => studentDashboard(user));
