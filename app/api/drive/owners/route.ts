// GET /api/drive/owners?cursor=&limit=: staff pick whose drive to open: everyone who keeps files, a page at a time.
import { withAuth } from '@/lib/platform/http/with-auth';
import { driveOwnerList } from '@/lib/ops/contract';
import { listDriveOwners } from '@/lib/ops/drive/listing';

export const GET = withAuth('admin', driveOwnerList, ({ user, query }) => listDriveOwners(user, query));
