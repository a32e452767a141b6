// GET /api/communications/contacts (staff): contacts with search and filters. POST: gather them from the platform.
import { withAuth } from '@/lib/platform/http/with-auth';
import { contactQuerySchema } from '@/lib/comms/schema';
import { listContacts, syncContacts } from '@/lib/comms/contacts';

export const GET = withAuth('admin', { query: contactQuerySchema }, ({ query }) => listContacts(query));

export const POST = withAuth('admin', {}, ({ user }) => syncContacts(user));
