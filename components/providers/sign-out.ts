// Signing out, the one way: forget the stored user (spec: the `user` key), then end the session on the
// server. The app's auth provider calls it; the landings' static header imports it on click.
import { signOut } from 'next-auth/react';
import { forgetStoredUser } from './stored-user';

export async function signOutAndForget(): Promise<void> {
  // The page being left keeps its server user until the browser reaches /login; forgetStoredUser stops its
  // sync from writing the user back meanwhile (seen with the static headers' sign-out).
  const forgotten = forgetStoredUser();
  try {
    await signOut({ callbackUrl: '/login' });
  } catch (err) {
    forgotten.undo();
    throw err;
  }
}
