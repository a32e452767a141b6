// GET /api/drive/owners?cursor=&limit=: staff pick whose drive to open: everyone who keeps files, a page at a time.
import { withAuth } from '@/lib/platform/http/with-auth';
import { pageQuery } from '@/lib/platform/paging';
import { listDriveOwners } from '@/lib/ops/drive/listing';

export const GET = withAuth('admin', { query: pageQuery }, ({ user, query }) => listDriveOwners(user, query));
