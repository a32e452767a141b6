// GET /api/communications/direct-messages (staff): messages sent to one user, with read receipts. POST: send one.
import { created, withAuth } from '@/lib/http';
import { directMessageSchema } from '@/lib/comms/schema';
import { listDirectMessages, sendDirectMessage } from '@/lib/comms/announcements';

export const GET = withAuth('admin', {}, () => listDirectMessages());

export const POST = withAuth('admin', { body: directMessageSchema }, async ({ user, body }) =>
  created(await sendDirectMessage(user, body)),
);
