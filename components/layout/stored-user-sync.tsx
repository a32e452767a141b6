'use client';
// The static artist area has no AuthProvider; this keeps the browser's stored user (spec §3) in step with the
// session as the provider does on the other pages (the sign-in page itself clears it while still signed out).
import { useStoredUser, type StoredUser } from '@/components/providers/stored-user';

export function StoredUserSync({ user }: { user: StoredUser }) {
  useStoredUser(user);
  return null;
}
