// GET /api/school/students/{id}?cursor=&limit=: the CRM record; cursor and limit page its activity timeline.
import { withAuth } from '@/lib/platform/http/with-auth';
import { studentRecord } from '@/lib/school/students';
import { idParams } from '@/lib/platform/http/params';
import { pageQuery } from '@/lib/platform/paging';

export const GET = withAuth('admin', { params: idParams, query: pageQuery }, ({ params, query }) =>
  studentRecord(params.id, query),
);
