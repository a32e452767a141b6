// GET/POST /api/epk/links: private links per recipient (the link is shown once, when made).
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { epkLinkInput } from '@/lib/services/epk/schema';
import { createEpkLink, listEpkLinks } from '@/lib/services/epk/service';

export const GET = withAuth('artist', {}, ({ user }) => listEpkLinks(user));

export const POST = withAuth('artist', { body: epkLinkInput }, async ({ user, body }) =>
  created(await createEpkLink(user, body)),
);
