// GET/POST /api/services/offerings: every brand's service catalog (admins edit it on /admin-services-panel).
import { created, withAuth } from '@/lib/platform/http/with-auth';
import { offeringInput } from '@/lib/services/schema';
import { createOffering, listAllOfferings } from '@/lib/services/catalog';
import { offeringList } from '@/lib/services/contract';

export const GET = withAuth('admin', offeringList, ({ query }) => listAllOfferings(query.brand));

export const POST = withAuth('admin', { body: offeringInput }, async ({ user, body }) =>
  created(await createOffering(user, body)),
);
