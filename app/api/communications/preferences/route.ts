// GET/PUT /api/communications/preferences: per category, in-app and email on or off.
import { withAuth } from '@/lib/platform/http/with-auth';
import { preferencesSchema } from '@/lib/comms/schema';
import { listPreferences, setPreferences, type NotifyCategory } from '@/lib/comms/notify';

export const GET = withAuth('signedIn', {}, async ({ user }) => ({ items: await listPreferences(user.id) }));

export const PUT = withAuth('signedIn', { body: preferencesSchema }, async ({ user, body }) => ({
  items: await setPreferences(
    user.id,
    body.preferences.map((p) => ({ ...p, category: p.category as NotifyCategory })),
  ),
}));
