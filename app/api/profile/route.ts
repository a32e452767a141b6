// GET / PATCH (multipart, optional photo) the signed-in user's own profile (/profile, /mms/profile).
import { withAuth } from '@/lib/platform/http/with-auth';
import { getOwnProfile, updateOwnProfileFromForm } from '@/lib/command/profile-service';

export const GET = withAuth('signedIn', {}, ({ user }) => getOwnProfile(user.id));
export const PATCH = withAuth('signedIn', {}, ({ req, user }) => updateOwnProfileFromForm(req, user.id));
