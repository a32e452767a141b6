// GET /api/studio/settings: locations and every room with engineers, for the settings pages.
import { withAuth } from '@/lib/http';
import { studioSettings } from '@/lib/studio/settings';

export const GET = withAuth('admin', {}, () => studioSettings());
