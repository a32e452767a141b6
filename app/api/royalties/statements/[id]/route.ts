// GET /api/royalties/statements/{id}: status, progress and summary of one import.
import { withAuth } from '@/lib/http';
import { getStatement } from '@/lib/royalties/statements';
import { idParams } from '@/lib/params';

export const GET = withAuth('admin', { params: idParams }, ({ params }) => getStatement(params.id));
