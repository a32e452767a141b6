// /mms/login: the Master Music Safe artist sign-in (a `callbackUrl` is kept on the way to sign-up too).
import { Suspense } from 'react';
import type { Metadata } from 'next';
import Typography from '@mui/material/Typography';
import { AuthCard } from '@/components/accounts/auth-card';
import { LoginForm } from '@/components/accounts/login-form';
import { TextLink } from '@/components/ui/links';
import { registerHref } from '@/lib/platform/auth/callback-url';

export const metadata: Metadata = { title: 'Artist sign in' };

export default async function MmsLoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[] }>;
}) {
  const { callbackUrl } = await searchParams;
  return (
    <AuthCard title="Artist sign in" subtitle="Master Music Safe: your releases, royalties and payouts in one place.">
      <Suspense>
        <LoginForm submitLabel="Sign in to Master Music Safe" />
      </Suspense>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        New to Master Music Safe? <TextLink href={registerHref(callbackUrl)}>Create your artist account</TextLink>.
      </Typography>
    </AuthCard>
  );
}
