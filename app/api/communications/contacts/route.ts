// GET /api/communications/contacts (staff): contacts with search and filters. POST: gather them from the platform.
import { withAuth } from '@/lib/platform/http/with-auth';
import { contactList, contactSync } from '@/lib/comms/contract';
import { listContacts, syncContacts } from '@/lib/comms/contacts';

export const GET = withAuth('admin', contactList, ({ query }) => listContacts(query));

export const POST = withAuth('admin', contactSync, ({ user }) => syncContacts(user));
