// POST /api/communications/outbox/{id}/retry (staff): send a failed email again.
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { retryOutboxEmail } from '@/lib/comms/hub';

export const POST = withAuth('admin', { params: idParams }, ({ user, params }) => retryOutboxEmail(user, params.id));
