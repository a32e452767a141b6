// GET /api/school/students/{id}: the CRM record.
import { withAuth } from '@/lib/http';
import { studentRecord } from '@/lib/school/students';
import { idParams } from '@/lib/params';

export const GET = withAuth('admin', { params: idParams }, ({ params }) => studentRecord(params.id));
