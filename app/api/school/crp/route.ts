// GET /api/school/crp: the career accelerator's cohorts.
import { withAuth } from '@/lib/http';
import { crpCohorts } from '@/lib/school/students';

export const GET = withAuth('admin', {}, () => crpCohorts());
