// GET /api/communications/contacts/{id} (staff): the contact with its history. PATCH: tags, notes, name.
import { withAuth } from '@/lib/platform/http/with-auth';
import { contactRead, contactUpdate } from '@/lib/comms/contract';
import { idParams } from '@/lib/platform/http/params';
import { contactHistory, updateContact } from '@/lib/comms/contacts';

export const GET = withAuth('admin', { ...contactRead, params: idParams }, ({ params }) => contactHistory(params.id));

export const PATCH = withAuth('admin', { ...contactUpdate, params: idParams }, ({ user, params, body }) =>
  updateContact(user, params.id, body),
);
