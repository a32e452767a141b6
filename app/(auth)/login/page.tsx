// /login: sign in to any role (with a way to sign up that keeps the `callbackUrl`).
import { Suspense } from 'react';
import type { Metadata } from 'next';
import Typography from '@mui/material/Typography';
import { AuthCard } from '@/components/accounts/auth-card';
import { LoginForm } from '@/components/accounts/login-form';
import { TextLink } from '@/components/ui/links';
import { currentBrand } from '@/lib/platform/brands/server';
import { registerHref } from '@/lib/platform/auth/callback-url';

export const metadata: Metadata = { title: 'Sign in' };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[] }>;
}) {
  const brand = await currentBrand();
  const { callbackUrl } = await searchParams;
  return (
    <AuthCard title="Sign in" subtitle={`Welcome back to ${brand.name}.`}>
      <Suspense>
        <LoginForm />
      </Suspense>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        New here? <TextLink href={registerHref(callbackUrl)}>Create an artist account</TextLink>.
      </Typography>
    </AuthCard>
  );
}
