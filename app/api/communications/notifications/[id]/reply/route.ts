// POST /api/communications/notifications/{id}/reply: answer a direct message from staff.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { replySchema } from '@/lib/comms/schema';
import { replyToDirectMessage } from '@/lib/comms/announcements';

export const POST = withAuth('signedIn', { params: idParams, body: replySchema }, async ({ user, params, body }) =>
  created(await replyToDirectMessage(user, params.id, body.body)),
);
