// GET /api/school/students: students with program and progress counts, one page at a time (`?cursor=&limit=`).
import { withAuth } from '@/lib/platform/http/with-auth';
import { pageQuery } from '@/lib/platform/paging';
import { listStudents } from '@/lib/school/students';

export const GET = withAuth('admin', { query: pageQuery }, ({ query }) => listStudents(query));
