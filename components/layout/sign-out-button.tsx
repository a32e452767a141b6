'use client';
// Sign out from the static header of the landings. The sign-out (next-auth's client, the request helpers) is
// imported on click: a client component's imports are loaded with the page whether or not it renders, and these
// would add TanStack Query and next-auth to every landing.
export function SignOutButton({ className }: { className: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        const { signOutAndForget } = await import('@/components/providers/sign-out');
        await signOutAndForget();
      }}
    >
      Sign out
    </button>
  );
}
