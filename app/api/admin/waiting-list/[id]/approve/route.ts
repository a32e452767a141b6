// POST /api/admin/waiting-list/{id}/approve: invite the entry's person as an artist of its brand.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { waitingListApprove } from '@/lib/accounts/contract';
import { idParams } from '@/lib/platform/http/params';
import { approveWaitingListEntry } from '@/lib/accounts/join';

export const POST = withAuth('admin', { ...waitingListApprove, params: idParams }, async ({ user, params }) =>
  created(await approveWaitingListEntry(user, params.id)),
);
