// The accounts routes' contracts (lib/platform/http/contract.ts): input schemas and response types, declared once
// for the route handlers and the typed client of the pages (lib/api-routes.ts).
import { defineRoute, type Returns } from '../platform/http/contract';
import { inviteAdminSchema } from '../platform/auth/schema';
import type { inviteAdmin, listInvitations } from './credentials';

// components/services-school-command
export const invitationList = defineRoute<Returns<typeof listInvitations>>()({});
export const invitationCreate = defineRoute<Returns<typeof inviteAdmin>>()({ body: inviteAdminSchema });

export const accountsApi = {
  '/api/admin/invitations': { GET: invitationList, POST: invitationCreate },
};
