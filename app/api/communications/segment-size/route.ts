// POST /api/communications/segment-size (staff): how many people a segment reaches.
import { withAuth } from '@/lib/platform/http/with-auth';
import { segmentSchema } from '@/lib/comms/schema';
import { segmentSize } from '@/lib/comms/announcements';

export const POST = withAuth('admin', { body: segmentSchema }, ({ body }) => segmentSize(body));
