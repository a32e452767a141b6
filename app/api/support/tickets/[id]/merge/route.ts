// POST /api/support/tickets/{id}/merge (staff): merge this duplicate into another ticket of the same person.
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { mergeSchema } from '@/lib/support/schema';
import { mergeTickets } from '@/lib/support/staff';

export const POST = withAuth('admin', { params: idParams, body: mergeSchema }, ({ user, params, body }) =>
  mergeTickets(user, params.id, body.intoId),
);
