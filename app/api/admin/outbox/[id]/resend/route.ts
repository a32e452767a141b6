// POST /api/admin/outbox/{id}/resend: send a stored email again (its secrets stay unreadable to the admin).
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { resendOutboxEmail } from '@/lib/platform/mail/service';
import { outboxResend } from '@/lib/platform/mail/contract';

export const POST = withAuth('admin', { ...outboxResend, params: idParams }, ({ user, params }) =>
  resendOutboxEmail(user, params.id),
);
