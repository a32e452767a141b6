// GET/POST /api/rights/split-sheets/{token}: the split sheet a writer was emailed, and their signature.
// The token is single-use; a used, expired or superseded link answers 410.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { clientIp } from '@/lib/platform/auth/login-throttle';
import { signSplit, splitSignContext } from '@/lib/rights/split-sheets';
import { tokenParams } from '@/lib/rights/schema';
import { splitSign } from '@/lib/rights/contract';

export const GET = publicRoute({ params: tokenParams }, ({ params }) => splitSignContext(params.token));

export const POST = publicRoute({ ...splitSign, params: tokenParams }, ({ req, params, body }) =>
  signSplit(params.token, body, { ip: clientIp(req.headers), userAgent: req.headers.get('user-agent') }),
);
