// components/comms-accounts-brain
// The accounts routes' contracts (lib/platform/http/contract.ts): input schemas and response types, declared
// once for the route handlers and the typed client of the pages (lib/api-routes.ts).
import { defineRoute, type Returns } from '../platform/http/contract';
import {
  acceptInvitationSchema,
  changePasswordSchema,
  resetPasswordSchema,
  resetRequestSchema,
} from '../platform/auth/schema';
import {
  acceptArtistInvitationSchema,
  artistStatusSchema,
  artistsQuerySchema,
  inviteArtistSchema,
  registerSchema,
  signupSettingsSchema,
} from './schema';
import { waitingListQuerySchema, waitingListSchema } from './waiting-list/schema';
import type { listArtists, setArtistStatus } from './artists';
import type {
  acceptArtistInvitation,
  approveWaitingListEntry,
  inviteArtist,
  registerArtist,
  resendArtistInvitation,
  setSignupEnabled,
  signupSettings,
} from './join';
import type { acceptInvitation, changePassword } from './credentials';
import type { joinWaitingList, listWaitingList } from './waiting-list/service';

/** What a public form's route answers: the sentence the page shows. */
interface Sentence {
  ok: true;
  message: string;
}

export const artistList = defineRoute<Returns<typeof listArtists>>()({ query: artistsQuerySchema });
export const artistInvite = defineRoute<Returns<typeof inviteArtist>>()({ body: inviteArtistSchema });
export const artistStatusSet = defineRoute<Returns<typeof setArtistStatus>>()({ body: artistStatusSchema });
export const artistInvitationResend = defineRoute<Returns<typeof resendArtistInvitation>>()({});
export const artistInvitationAccept = defineRoute<Returns<typeof acceptArtistInvitation>>()({
  body: acceptArtistInvitationSchema,
});
export const signupSettingList = defineRoute<Returns<typeof signupSettings>>()({});
export const signupSettingSet = defineRoute<Returns<typeof setSignupEnabled>>()({ body: signupSettingsSchema });
export const waitingListJoin = defineRoute<Returns<typeof joinWaitingList>>()({ body: waitingListSchema });
export const waitingListList = defineRoute<Returns<typeof listWaitingList>>()({ query: waitingListQuerySchema });
export const waitingListApprove = defineRoute<Returns<typeof approveWaitingListEntry>>()({});
export const register = defineRoute<Returns<typeof registerArtist>>()({ body: registerSchema });
export const passwordResetRequest = defineRoute<Sentence>()({ body: resetRequestSchema });
export const passwordResetConfirm = defineRoute<Sentence>()({ body: resetPasswordSchema });
export const passwordChange = defineRoute<Returns<typeof changePassword>>()({ body: changePasswordSchema });
export const invitationAccept = defineRoute<Returns<typeof acceptInvitation>>()({ body: acceptInvitationSchema });

export const accountsApi = {
  '/api/admin/artists': { GET: artistList, POST: artistInvite },
  '/api/admin/artists/[id]': { PATCH: artistStatusSet },
  '/api/admin/artist-invitations/[id]/resend': { POST: artistInvitationResend },
  '/api/auth/artist-invitations/[token]/accept': { POST: artistInvitationAccept },
  '/api/admin/signup-settings': { GET: signupSettingList, PUT: signupSettingSet },
  '/api/waiting-list': { POST: waitingListJoin },
  '/api/admin/waiting-list': { GET: waitingListList },
  '/api/admin/waiting-list/[id]/approve': { POST: waitingListApprove },
  '/api/auth/register': { POST: register },
  '/api/auth/password-reset': { POST: passwordResetRequest },
  '/api/auth/password-reset/confirm': { POST: passwordResetConfirm },
  '/api/auth/password': { POST: passwordChange },
  '/api/auth/invitations/[token]/accept': { POST: invitationAccept },
};

// components/services-school-command
import { inviteAdminSchema } from '../platform/auth/schema';
import type { inviteAdmin, listInvitations } from './credentials';

export const invitationList = defineRoute<Returns<typeof listInvitations>>()({});
export const invitationCreate = defineRoute<Returns<typeof inviteAdmin>>()({ body: inviteAdminSchema });

export const accountsInvitationsApi = {
  '/api/admin/invitations': { GET: invitationList, POST: invitationCreate },
};
