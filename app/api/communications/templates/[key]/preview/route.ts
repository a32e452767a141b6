// POST /api/communications/templates/{key}/preview (staff): render unsaved text with sample data.
import { withAuth } from '@/lib/platform/http/with-auth';
import { templateParamsSchema, templatePartsSchema } from '@/lib/comms/schema';
import { previewTemplate } from '@/lib/comms/templates';

export const POST = withAuth(
  'admin',
  { params: templateParamsSchema, body: templatePartsSchema },
  ({ params, body: { brand, ...parts } }) => previewTemplate(brand, params.key, parts),
);
