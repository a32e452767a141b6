// GET /api/auth/me: the signed-in user as the browser stores it (spec §3 flags derived from the role).
import { withAuth } from '@/lib/platform/http/with-auth';
import { me } from '@/lib/platform/auth/contract';
import { toStoredUser } from '@/lib/platform/auth/session';

export const GET = withAuth('signedIn', me, ({ user }) => toStoredUser(user));
