// Signing out, the one way: forget the stored user (spec: the `user` key), then end the session on the
// server. The app's auth provider calls it; the landings' static header imports it on click.
import { signOut } from 'next-auth/react';
import { STORAGE_KEYS } from '@/lib/platform/storage/browser-keys';
import { writeStoredValue } from './local-storage';

export async function signOutAndForget(): Promise<void> {
  writeStoredValue(STORAGE_KEYS.user, null);
  await signOut({ callbackUrl: '/login' });
}
