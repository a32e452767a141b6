'use client';
// Sign out from the static header of the landings: forgets the stored user, then ends the session. next-auth's
// client and the request helpers are imported on click: a client component's imports are loaded with the
// page whether or not it renders, and these would add TanStack Query and next-auth to every landing.
import { writeStoredValue } from '@/components/providers/local-storage';

export function SignOutButton({ className }: { className: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        const [{ signOut }, { STORAGE_KEYS }] = await Promise.all([
          import('next-auth/react'),
          import('@/lib/api-client'),
        ]);
        writeStoredValue(STORAGE_KEYS.user, null);
        await signOut({ callbackUrl: '/login' });
      }}
    >
      Sign out
    </button>
  );
}
