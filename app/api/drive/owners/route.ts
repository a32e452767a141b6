// GET /api/drive/owners?cursor=&limit=: staff pick whose drive to open: everyone who keeps files, a page at a time.
import { withAuth } from '@/lib/http';
import { pageQuery } from '@/lib/paging';
import { listDriveOwners } from '@/lib/drive/listing';

export const GET = withAuth('admin', { query: pageQuery }, ({ user, query }) => listDriveOwners(user, query));
