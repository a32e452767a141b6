// PUT /api/communications/templates/{key} (staff): save a brand's version (unknown variables refused).
// DELETE ?brand=: back to the default text.
import { withAuth } from '@/lib/http';
import { templateBrandQuerySchema, templateParamsSchema, templatePartsSchema } from '@/lib/comms/schema';
import { resetTemplate, saveTemplate } from '@/lib/comms/templates';

export const PUT = withAuth(
  'admin',
  { params: templateParamsSchema, body: templatePartsSchema },
  ({ user, params, body: { brand, ...parts } }) => saveTemplate(user, brand, params.key, parts),
);

export const DELETE = withAuth(
  'admin',
  { params: templateParamsSchema, query: templateBrandQuerySchema },
  async ({ user, params, query }) => {
    await resetTemplate(user, query.brand, params.key);
  },
);
