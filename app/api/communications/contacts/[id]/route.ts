// GET /api/communications/contacts/{id} (staff): the contact with its history. PATCH: tags, notes, name.
import { withAuth } from '@/lib/platform/http/with-auth';
import { idParams } from '@/lib/platform/http/params';
import { contactUpdateSchema } from '@/lib/comms/schema';
import { contactHistory, updateContact } from '@/lib/comms/contacts';

export const GET = withAuth('admin', { params: idParams }, ({ params }) => contactHistory(params.id));

export const PATCH = withAuth('admin', { params: idParams, body: contactUpdateSchema }, ({ user, params, body }) =>
  updateContact(user, params.id, body),
);
