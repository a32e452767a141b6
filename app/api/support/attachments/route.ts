// POST /api/support/attachments: upload one file (image, PDF or document, typed by its bytes, 10 MB at most)
// to attach to a ticket message.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { uploadSupportAttachment } from '@/lib/comms/support/attachments';

export const POST = withAuth('signedIn', {}, async ({ req, user }) =>
  created(await uploadSupportAttachment(user, req)),
);
