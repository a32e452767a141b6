// POST /api/distribution/upc: assigns the next UPC to one of the caller's releases that has none.
import { withAuth } from '@/lib/platform/http/with-auth';
import { requestUpc } from '@/lib/distribution/requests';
import { upcRequest } from '@/lib/distribution/contract';

export const POST = withAuth('artist', upcRequest, ({ user, body }) => requestUpc(user, body.releaseId));
