// GET /api/drive?folderId=&trash=1&ownerId=: a folder's content, the path to it and the quota.
import { withAuth } from '@/lib/platform/http/with-auth';
import { driveList } from '@/lib/ops/contract';
import { listDrive } from '@/lib/ops/drive/listing';

export const GET = withAuth('artist', driveList, ({ user, query }) => listDrive(user, query));
