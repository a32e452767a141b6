// POST /api/admin/outbox/{id}/resend: send a stored email again (its secrets stay unreadable to the admin).
import { withAuth } from '@/lib/http';
import { idParams } from '@/lib/params';
import { resendOutboxEmail } from '@/lib/mail/service';

export const POST = withAuth('admin', { params: idParams }, ({ user, params }) => resendOutboxEmail(user, params.id));
