// /login: sign in to any role.
import { Suspense } from 'react';
import type { Metadata } from 'next';
import { AuthCard } from '@/components/accounts/auth-card';
import { LoginForm } from '@/components/accounts/login-form';
import { currentBrand } from '@/lib/platform/brands/server';

export const metadata: Metadata = { title: 'Sign in' };

export default async function LoginPage() {
  const brand = await currentBrand();
  return (
    <AuthCard title="Sign in" subtitle={`Welcome back to ${brand.name}.`}>
      <Suspense>
        <LoginForm />
      </Suspense>
    </AuthCard>
  );
}
