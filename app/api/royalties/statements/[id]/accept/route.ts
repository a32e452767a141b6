// POST /api/royalties/statements/{id}/accept: imports a held statement (its figures disagree) as it is,
// with the admin's reason; 409 unless it is held.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { acceptStatement } from '@/lib/royalties/statement-accept';
import { statementAccept } from '@/lib/royalties/contract';

export const POST = withAuth('admin', { ...statementAccept, params: idParams }, async ({ user, params, body }) =>
  Response.json(await acceptStatement(user, params.id, body), { status: 202 }),
);
