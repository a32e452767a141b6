// GET /api/royalties/statements/{id}: status, progress and summary of one import.
// DELETE: removes a failed import, so its file can be uploaded again.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { deleteFailedStatement, getStatement } from '@/lib/royalties/statements';
import { statementDelete, statementRead } from '@/lib/royalties/contract';

export const GET = withAuth('admin', { ...statementRead, params: idParams }, ({ params }) => getStatement(params.id));

export const DELETE = withAuth('admin', { ...statementDelete, params: idParams }, ({ user, params }) =>
  deleteFailedStatement(user, params.id),
);
