// next-auth: email + password sign-in issuing a JWT session cookie (httpOnly, SameSite=Lax, Secure in production).
import { setProcessEnvDefault } from '../env';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { TooManyRequests } from '../errors';
import { authenticate } from './authenticate';
import { loginSchema } from './schema';
import { clientIp } from './login-throttle';
import { SESSION_MAX_AGE_SECONDS, secureCookies, sessionCookieName } from './cookies';
import { authSecret } from './secret';
import { endSession, startSession, type SessionClaims } from './session';
import { redirectWithinSite } from './callback-url';

export function authOptions(): NextAuthOptions {
  setProcessEnvDefault('AUTH_TRUST_HOST', 'true'); // one deployment answers on several brand hosts
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/login', error: '/login' },
    useSecureCookies: secureCookies(),
    cookies: {
      sessionToken: {
        name: sessionCookieName(),
        options: { httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookies() },
      },
    },
    providers: [
      CredentialsProvider({
        name: 'Email and password',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials, req) {
          const parsed = loginSchema.safeParse(credentials ?? {});
          if (!parsed.success) return null;
          try {
            const user = await authenticate({ ...parsed.data, ip: clientIp(req?.headers ?? {}) });
            return user
              ? { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion }
              : null;
          } catch (err) {
            // next-auth passes this message to the login form as the error
            if (err instanceof TooManyRequests) throw new Error(err.message);
            throw err;
          }
        },
      }),
    ],
    events: {
      // Signing out ends the server-side session: the old cookie is refused from then on.
      async signOut(message) {
        const token = (message as { token?: SessionClaims | null }).token;
        await endSession(token?.sid);
      },
    },
    callbacks: {
      // Only this site: a foreign or malformed callbackUrl lands on the home page instead of throwing.
      redirect: redirectWithinSite,
      async jwt({ token, user }) {
        const claims = token as SessionClaims;
        if (user) {
          claims.uid = user.id;
          claims.sv = (user as { sessionVersion?: number }).sessionVersion ?? 0;
          claims.sid = await startSession(user.id);
        }
        return claims;
      },
      async session({ session, token }) {
        const claims = token as SessionClaims;
        return { ...session, user: { ...session.user, id: claims.uid } } as typeof session;
      },
    },
  };
}
