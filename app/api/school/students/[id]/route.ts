// GET /api/school/students/{id}: the CRM record.
import { withAuth } from '@/lib/http';
import { studentRecord } from '@/lib/school/students';

export const GET = withAuth('admin', {}, ({ params }) => studentRecord(String(params.id)));
