// GET / PATCH (multipart, optional photo) the signed-in user's own profile (/profile, /mms/profile).
import { withAuth } from '@/lib/platform/http/with-auth';
import { getOwnProfile, updateOwnProfileFromForm } from '@/lib/command/profile-service';
import { ownProfile } from '@/lib/command/contract';

export const GET = withAuth('signedIn', ownProfile, ({ user }) => getOwnProfile(user.id));
export const PATCH = withAuth('signedIn', {}, ({ req, user }) => updateOwnProfileFromForm(req, user.id));
