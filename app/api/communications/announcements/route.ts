// GET /api/communications/announcements (staff) ?cursor=&limit=: sent and scheduled, a page at a time, with read receipts. POST: announce.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { announcementCreate, announcementList } from '@/lib/comms/contract';
import { createAnnouncement, listAnnouncements } from '@/lib/comms/announcements';

export const GET = withAuth('admin', announcementList, ({ query }) => listAnnouncements(query));

export const POST = withAuth('admin', announcementCreate, async ({ user, body }) =>
  created(await createAnnouncement(user, body)),
);
