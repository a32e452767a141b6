// /mms/login: the Master Music Safe artist sign-in.
import { Suspense } from 'react';
import type { Metadata } from 'next';
import Typography from '@mui/material/Typography';
import { AuthCard } from '@/components/accounts/auth-card';
import { LoginForm } from '@/components/accounts/login-form';
import { TextLink } from '@/components/ui/links';

export const metadata: Metadata = { title: 'Artist sign in' };

export default function MmsLoginPage() {
  return (
    <AuthCard title="Artist sign in" subtitle="Master Music Safe: your releases, royalties and payouts in one place.">
      <Suspense>
        <LoginForm submitLabel="Sign in to Master Music Safe" />
      </Suspense>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        New to Master Music Safe? <TextLink href="/mms/register">Create your artist account</TextLink>.
      </Typography>
    </AuthCard>
  );
}
