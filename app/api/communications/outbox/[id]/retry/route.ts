// POST /api/communications/outbox/{id}/retry (staff): send a failed email again.
import { withAuth } from '@/lib/platform/http/with-auth';
import { outboxRetry } from '@/lib/comms/contract';
import { idParams } from '@/lib/platform/http/params';
import { retryOutboxEmail } from '@/lib/comms/hub';

export const POST = withAuth('admin', { ...outboxRetry, params: idParams }, ({ user, params }) =>
  retryOutboxEmail(user, params.id),
);
