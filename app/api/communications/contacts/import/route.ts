// POST /api/communications/contacts/import (staff): CSV with a column mapping; duplicates by email are skipped.
import { withAuth } from '@/lib/platform/http/with-auth';
import { contactImportSchema } from '@/lib/comms/schema';
import { importContacts } from '@/lib/comms/contacts';

export const POST = withAuth('admin', { body: contactImportSchema, maxBodyBytes: 3 * 1024 * 1024 }, ({ user, body }) =>
  importContacts(user, body),
);
