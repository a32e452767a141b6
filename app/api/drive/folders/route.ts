// POST /api/drive/folders { name, parentId? } -> 201 { id, name }.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { driveFolderCreate } from '@/lib/ops/contract';
import { createFolder } from '@/lib/ops/drive/service';

export const POST = withAuth('artist', driveFolderCreate, async ({ user, body, query }) =>
  created(await createFolder(user, body, query.ownerId)),
);
