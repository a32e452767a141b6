'use client';
// Sign out from the static header of the landings: forgets the stored user, then ends the session.
import { signOut } from 'next-auth/react';
import { STORAGE_KEYS } from '@/lib/api-client';
import { writeStoredValue } from '@/components/providers/local-storage';

export function SignOutButton({ className }: { className: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        writeStoredValue(STORAGE_KEYS.user, null);
        void signOut({ callbackUrl: '/login' });
      }}
    >
      Sign out
    </button>
  );
}
