// POST /api/drive/folders { name, parentId? } -> 201 { id, name }.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { createFolderInput, driveOwnerQuery } from '@/lib/ops/schema';
import { createFolder } from '@/lib/ops/drive/service';

export const POST = withAuth(
  'artist',
  { body: createFolderInput, query: driveOwnerQuery },
  async ({ user, body, query }) => created(await createFolder(user, body, query.ownerId)),
);
