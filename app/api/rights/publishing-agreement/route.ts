// GET/POST /api/rights/publishing-agreement: the artist's publishing administration agreement, and signing it.
import { withAuth, created } from '@/lib/platform/http/with-auth';
import { clientIp } from '@/lib/platform/auth/login-throttle';
import { publishingStatus, signPublishingAgreement } from '@/lib/rights/publishing';
import { publishingSign } from '@/lib/rights/contract';

export const GET = withAuth('artist', {}, ({ user }) => publishingStatus(user));

export const POST = withAuth('artist', publishingSign, async ({ req, user, body }) =>
  created(
    await signPublishingAgreement(user, body, { ip: clientIp(req.headers), userAgent: req.headers.get('user-agent') }),
  ),
);
