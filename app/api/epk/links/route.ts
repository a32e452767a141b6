// GET/POST /api/epk/links: private links per recipient (the link is shown once, when made).
import { created, withAuth } from '@/lib/http';
import { epkLinkInput } from '@/lib/epk/schema';
import { createEpkLink, listEpkLinks } from '@/lib/epk/service';

export const GET = withAuth('artist', {}, ({ user }) => listEpkLinks(user));

export const POST = withAuth('artist', { body: epkLinkInput }, async ({ user, body }) =>
  created(await createEpkLink(user, body)),
);
