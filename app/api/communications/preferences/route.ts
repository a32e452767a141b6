// GET/PUT /api/communications/preferences: per category, in-app and email on or off.
import { withAuth } from '@/lib/platform/http/with-auth';
import { preferenceList, preferenceSet } from '@/lib/comms/contract';
import { listPreferences, setPreferences, type NotifyCategory } from '@/lib/comms/notify';

export const GET = withAuth('signedIn', preferenceList, async ({ user }) => ({
  items: await listPreferences(user.id),
}));

export const PUT = withAuth('signedIn', preferenceSet, async ({ user, body }) => ({
  items: await setPreferences(
    user.id,
    body.preferences.map((p) => ({ ...p, category: p.category as NotifyCategory })),
  ),
}));
