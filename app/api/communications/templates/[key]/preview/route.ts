// POST /api/communications/templates/{key}/preview (staff): render unsaved text with sample data.
import { withAuth } from '@/lib/platform/http/with-auth';
import { templatePreview } from '@/lib/comms/contract';
import { templateParamsSchema } from '@/lib/comms/schema';
import { previewTemplate } from '@/lib/comms/templates';

export const POST = withAuth(
  'admin',
  { ...templatePreview, params: templateParamsSchema },
  ({ params, body: { brand, ...parts } }) => previewTemplate(brand, params.key, parts),
);
