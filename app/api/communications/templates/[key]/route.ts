// PUT /api/communications/templates/{key} (staff): save a brand's version (unknown variables and secret
// link names refused). DELETE ?brand=: back to the default text. The emails carrying a secret link (reset,
// invitations, verification, contract, booking, split links) are a super admin's, after step-up.
import { withAuth } from '@/lib/platform/http/with-auth';
import { templateReset, templateSave } from '@/lib/comms/contract';
import { templateParamsSchema } from '@/lib/comms/schema';
import { resetTemplate, saveTemplate } from '@/lib/comms/templates';
import { securityTemplateRule } from '@/lib/comms/secret-links';

export const PUT = withAuth(
  'admin',
  { ...templateSave, params: templateParamsSchema, stricterFor: securityTemplateRule },
  ({ user, params, body: { brand, ...parts } }) => saveTemplate(user, brand, params.key, parts),
);

export const DELETE = withAuth(
  'admin',
  { ...templateReset, params: templateParamsSchema, stricterFor: securityTemplateRule },
  async ({ user, params, query }) => {
    await resetTemplate(user, query.brand, params.key);
  },
);
