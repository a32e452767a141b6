// GET /api/royalties/statements/{id}: status, progress and summary of one import.
import { withAuth } from '@/lib/http';
import { getStatement } from '@/lib/royalties/statements';

export const GET = withAuth('admin', {}, ({ params }) => getStatement(String(params.id)));
