// GET /api/support/context: the user's own releases and payouts a ticket can be about.
import { withAuth } from '@/lib/http';
import { contextChoices } from '@/lib/support/service';

export const GET = withAuth('signedIn', {}, ({ user }) => contextChoices(user));
