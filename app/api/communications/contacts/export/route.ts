// GET /api/communications/contacts/export (staff): the contacts as CSV.
import { withAuth } from '@/lib/platform/http/with-auth';
import { contactQuerySchema } from '@/lib/comms/schema';
import { exportContactsCsv } from '@/lib/comms/contacts';

export const GET = withAuth(
  'admin',
  { query: contactQuerySchema },
  async ({ query }) =>
    new Response(await exportContactsCsv(query), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="contacts.csv"',
      },
    }),
);
