// GET /api/admin/outbox: emails the platform sent or stored, newest first, `?cursor=&limit=` pages; token links in
// them are redacted.
import { withAuth } from '@/lib/http';
import { outboxQuerySchema } from '@/lib/mail/schema';
import { listOutbox } from '@/lib/mail/service';

export const GET = withAuth('admin', { query: outboxQuerySchema }, ({ query }) => listOutbox(query));
