// GET /api/school/crp: the career accelerator's cohorts.
import { withAuth } from '@/lib/platform/http/with-auth';
import { crpCohorts } from '@/lib/school/students';

export const GET = withAuth('admin', {}, () => crpCohorts());
