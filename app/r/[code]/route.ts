// GET /r/{code}: a referral link. Counts the click, sets the first-party referral cookie for 30 days
// and sends the visitor to the services page.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { affiliateParams } from '@/lib/services/affiliates/schema';
import { followReferral } from '@/lib/services/affiliates/cookie';

export const GET = publicRoute({ params: affiliateParams }, ({ req, params }) => followReferral(req, params.code));
