// POST /api/communications/notifications/{id}/reply: answer a direct message from staff.
import { created, withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { replySchema } from '@/lib/comms/schema';
import { replyToDirectMessage } from '@/lib/comms/announcements';

export const POST = withAuth('signedIn', { params: idParams, body: replySchema }, async ({ user, params, body }) =>
  created(await replyToDirectMessage(user, params.id, body.body)),
);
