// POST /api/royalties/statements: upload a store statement (multipart), answered at once with the import's id.
// GET: the imports, newest first, one page at a time (`?cursor=&limit=`).
import { withAuth } from '@/lib/platform/http/with-auth';
import { createStatementImport } from '@/lib/royalties/import/upload';
import { listStatements } from '@/lib/royalties/statements';
import { statementList } from '@/lib/royalties/contract';

export const POST = withAuth('admin', {}, async ({ req, user }) =>
  Response.json(await createStatementImport(req, user), { status: 202 }),
);

export const GET = withAuth('admin', statementList, ({ query }) => listStatements(query));
