// Signing in with email and password from the browser: next-auth's credentials provider sets the session
// cookie, then the user to store is read back. Used by the login form and by forms that end signed in.
import { signIn } from 'next-auth/react';
import { api } from '@/lib/api-client';
import type { StoredUser } from '../providers/stored-user';

/**
 * The signed-in user, or `refused` with next-auth's error code when the credentials were not accepted.
 * `unlock`: the token of a sign-in link from the owner's email (past the account-wide wait).
 */
export async function signInWithPassword(
  email: string,
  password: string,
  unlock?: string | null,
): Promise<{ user: StoredUser } | { refused: string | undefined }> {
  const res = await signIn('credentials', { email, password, ...(unlock ? { unlock } : {}), redirect: false });
  if (!res || res.error) return { refused: res?.error ?? undefined };
  return { user: await api.get('/api/auth/me') };
}
