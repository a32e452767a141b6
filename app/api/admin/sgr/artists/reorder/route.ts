// POST: saves the roster's new order in one transaction (409 when the list is not the roster).
import { withAuth } from '@/lib/platform/http/with-auth';
import { reorderRoster } from '@/lib/command/roster-service';
import { rosterReorder } from '@/lib/command/contract';

export const POST = withAuth('admin', rosterReorder, async ({ user, body }) => ({
  message: 'Successfully reordered artists',
  artists: await reorderRoster(user.id, body),
}));
