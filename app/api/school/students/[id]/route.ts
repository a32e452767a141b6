// GET /api/school/students/{id}?cursor=&limit=: the CRM record; cursor and limit page its activity timeline.
import { withAuth } from '@/lib/http';
import { studentRecord } from '@/lib/school/students';
import { idParams } from '@/lib/params';
import { pageQuery } from '@/lib/paging';

export const GET = withAuth('admin', { params: idParams, query: pageQuery }, ({ params, query }) =>
  studentRecord(params.id, query),
);
