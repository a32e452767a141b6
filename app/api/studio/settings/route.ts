// GET /api/studio/settings: locations and every room with engineers, for the settings pages.
import { withAuth } from '@/lib/platform/http/with-auth';
import { studioSettings } from '@/lib/services/studio/settings';
import { studioSettingsRead } from '@/lib/services/contract';

export const GET = withAuth('admin', studioSettingsRead, () => studioSettings());
