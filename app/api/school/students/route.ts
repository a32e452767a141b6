// GET /api/school/students: students with program and progress counts, one page at a time (`?cursor=&limit=`),
// `?q=` for those whose name or email holds it.
import { withAuth } from '@/lib/platform/http/with-auth';
import { studentsQuerySchema } from '@/lib/school/schema';
import { listStudents } from '@/lib/school/students';

export const GET = withAuth('admin', { query: studentsQuerySchema }, ({ query }) => listStudents(query));
