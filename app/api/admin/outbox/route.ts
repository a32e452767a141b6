// GET /api/admin/outbox: emails the platform sent or stored, newest first, `?cursor=&limit=` pages; token links in
// them are redacted.
import { withAuth } from '@/lib/platform/http/with-auth';
import { outboxList } from '@/lib/platform/mail/contract';
import { listOutbox } from '@/lib/platform/mail/service';

export const GET = withAuth('admin', outboxList, ({ query }) => listOutbox(query));
