// GET /api/support/context: the user's own releases and payouts a ticket can be about.
import { withAuth } from '@/lib/platform/http/with-auth';
import { ticketContext } from '@/lib/comms/contract';
import { contextChoices } from '@/lib/comms/support/service';

export const GET = withAuth('signedIn', ticketContext, ({ user }) => contextChoices(user));
