// POST /api/communications/templates/{key}/test (staff): send the rendered template to yourself.
import { withAuth } from '@/lib/platform/http/with-auth';
import { templateTest } from '@/lib/comms/contract';
import { templateParamsSchema } from '@/lib/comms/schema';
import { sendTestTemplate } from '@/lib/comms/templates';

export const POST = withAuth(
  'admin',
  { ...templateTest, params: templateParamsSchema },
  ({ user, params, body: { brand, ...parts } }) => sendTestTemplate(user, brand, params.key, parts),
);
