// GET /api/communications/templates?brand= (staff): every email the platform sends, per brand.
import { withAuth } from '@/lib/platform/http/with-auth';
import { templateList } from '@/lib/comms/contract';
import { listTemplates } from '@/lib/comms/templates';

export const GET = withAuth('admin', templateList, async ({ query }) => ({
  items: await listTemplates(query.brand),
}));
