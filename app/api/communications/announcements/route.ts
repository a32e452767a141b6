// GET /api/communications/announcements (staff) ?cursor=&limit=: sent and scheduled, a page at a time, with read receipts. POST: announce.
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { pageQuery } from '@/lib/platform/paging';
import { announcementSchema } from '@/lib/comms/schema';
import { createAnnouncement, listAnnouncements } from '@/lib/comms/announcements';

export const GET = withAuth('admin', { query: pageQuery }, ({ query }) => listAnnouncements(query));

export const POST = withAuth('admin', { body: announcementSchema }, async ({ user, body }) =>
  created(await createAnnouncement(user, body)),
);
