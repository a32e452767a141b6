// GET /api/school/students: every student with program and progress counts.
import { withAuth } from '@/lib/http';
import { listStudents } from '@/lib/school/students';

export const GET = withAuth('admin', {}, () => listStudents());
