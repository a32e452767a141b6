// POST /api/royalties/statements/{id}/retry: runs a failed import again from its stored file.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { retryStatement } from '@/lib/royalties/statements';
import { statementRetry } from '@/lib/royalties/contract';

export const POST = withAuth('admin', { ...statementRetry, params: idParams }, async ({ user, params }) =>
  Response.json(await retryStatement(user, params.id), { status: 202 }),
);
