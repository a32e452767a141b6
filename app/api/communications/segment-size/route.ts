// POST /api/communications/segment-size (staff): how many people a segment reaches.
import { withAuth } from '@/lib/platform/http/with-auth';
import { segmentCount } from '@/lib/comms/contract';
import { segmentSize } from '@/lib/comms/announcements';

export const POST = withAuth('admin', segmentCount, ({ body }) => segmentSize(body));
