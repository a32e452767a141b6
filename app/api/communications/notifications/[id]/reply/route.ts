// POST /api/communications/notifications/{id}/reply: answer a direct message from staff.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { directMessageReply } from '@/lib/comms/contract';
import { idParams } from '@/lib/platform/http/params';
import { replyToDirectMessage } from '@/lib/comms/announcements';

export const POST = withAuth('signedIn', { ...directMessageReply, params: idParams }, async ({ user, params, body }) =>
  created(await replyToDirectMessage(user, params.id, body.body)),
);
