// GET /api/communications/courses (staff): courses whose students can be a segment.
import { withAuth } from '@/lib/platform/http/with-auth';
import { courseList } from '@/lib/comms/contract';
import { listCourses } from '@/lib/comms/announcements';

export const GET = withAuth('admin', courseList, async () => ({ items: await listCourses() }));
