// POST /api/communications/contacts/import (staff): CSV with a column mapping; duplicates by email are skipped.
import { withAuth } from '@/lib/platform/http/with-auth';
import { contactImport } from '@/lib/comms/contract';
import { importContacts } from '@/lib/comms/contacts';

export const POST = withAuth('admin', { ...contactImport, maxBodyBytes: 3 * 1024 * 1024 }, ({ user, body }) =>
  importContacts(user, body),
);
