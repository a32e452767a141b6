// POST /api/support/tickets/{id}/merge (staff): merge this duplicate into another ticket of the same person.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { mergeSchema } from '@/lib/comms/support/schema';
import { mergeTickets } from '@/lib/comms/support/staff';

export const POST = withAuth('admin', { params: idParams, body: mergeSchema }, ({ user, params, body }) =>
  mergeTickets(user, params.id, body.intoId),
);
