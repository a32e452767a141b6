// next-auth's own endpoints (sign-in, sign-out, CSRF, session).
import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/options';

function handler(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(req as never, ctx as never, authOptions());
}

export { handler as GET, handler as POST };
