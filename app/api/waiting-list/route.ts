// POST /api/waiting-list: join the current brand's waiting list (public).
import { publicRoute, created } from '@/lib/platform/http/with-auth';
import { waitingListJoin } from '@/lib/accounts/contract';
import { joinWaitingList } from '@/lib/accounts/waiting-list/service';
import { brandFromHeaders } from '@/lib/platform/brands/server';

export const POST = publicRoute({ ...waitingListJoin, maxBodyBytes: 16 * 1024 }, async ({ req, body }) =>
  created(await joinWaitingList(brandFromHeaders(req.headers), body)),
);
