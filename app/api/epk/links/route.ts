// GET/POST /api/epk/links: private links per recipient (the link is shown once, when made).
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { createEpkLink, listEpkLinks } from '@/lib/services/epk/service';
import { epkLinkCreate, epkLinkList } from '@/lib/services/contract';

export const GET = withAuth('artist', epkLinkList, ({ user }) => listEpkLinks(user));

export const POST = withAuth('artist', epkLinkCreate, async ({ user, body }) =>
  created(await createEpkLink(user, body)),
);
