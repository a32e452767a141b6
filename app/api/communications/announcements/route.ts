// GET /api/communications/announcements (staff): sent and scheduled, with read receipts. POST: announce.
import { created, withAuth } from '@/lib/http';
import { announcementSchema } from '@/lib/comms/schema';
import { createAnnouncement, listAnnouncements } from '@/lib/comms/announcements';

export const GET = withAuth('admin', {}, () => listAnnouncements());

export const POST = withAuth('admin', { body: announcementSchema }, async ({ user, body }) =>
  created(await createAnnouncement(user, body)),
);
