// next-auth's own endpoints (sign-in, sign-out, CSRF, session); a callbackUrl never leaves the site.
import { authOptions } from '@/lib/platform/auth/options';
import { nextAuthHandler } from '@/lib/platform/auth/next-auth-handler';
import { toErrorResponse } from '@/lib/platform/http/with-auth';

async function handler(req: Request, ctx: { params: Promise<{ nextauth?: string[] }> }) {
  try {
    const { nextauth } = await ctx.params;
    return await nextAuthHandler(req, Array.isArray(nextauth) ? nextauth : [], authOptions());
  } catch (err) {
    return toErrorResponse(err);
  }
}

export { handler as GET, handler as POST };
