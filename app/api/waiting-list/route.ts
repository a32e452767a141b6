// POST /api/waiting-list: join the current brand's waiting list (public).
import { publicRoute, created } from '@/lib/http';
import { waitingListSchema } from '@/lib/waiting-list/schema';
import { joinWaitingList } from '@/lib/waiting-list/service';
import { brandFromHeaders } from '@/lib/brands/server';

export const POST = publicRoute({ body: waitingListSchema, maxBodyBytes: 16 * 1024 }, async ({ req, body }) =>
  created(await joinWaitingList(brandFromHeaders(req.headers), body)),
);
