// GET /api/communications/templates?brand= (staff): every email the platform sends, per brand.
import { withAuth } from '@/lib/platform/http/with-auth';
import { templateBrandQuerySchema } from '@/lib/comms/schema';
import { listTemplates } from '@/lib/comms/templates';

export const GET = withAuth('admin', { query: templateBrandQuerySchema }, async ({ query }) => ({
  items: await listTemplates(query.brand),
}));
