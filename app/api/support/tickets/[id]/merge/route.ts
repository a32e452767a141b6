// POST /api/support/tickets/{id}/merge (staff): merge this duplicate into another ticket of the same person.
import { withAuth } from '@/lib/platform/http/with-auth';
import { ticketMerge } from '@/lib/comms/contract';
import { idParams } from '@/lib/platform/http/params';
import { mergeTickets } from '@/lib/comms/support/staff';

export const POST = withAuth('admin', { ...ticketMerge, params: idParams }, ({ user, params, body }) =>
  mergeTickets(user, params.id, body.intoId),
);
