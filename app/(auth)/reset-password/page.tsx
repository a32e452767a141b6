// /reset-password: request a reset link, or (with ?token=) choose a new password.
import type { Metadata } from 'next';
import { AuthCard } from '@/components/accounts/auth-card';
import { ChooseNewPasswordForm, RequestResetForm } from '@/components/accounts/reset-password-form';

export const metadata: Metadata = { title: 'Reset password' };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return token ? (
    <AuthCard title="Choose a new password" subtitle="The link works once and for one hour.">
      <ChooseNewPasswordForm token={token} />
    </AuthCard>
  ) : (
    <AuthCard title="Reset your password" subtitle="Enter your account's email and we will send you a link.">
      <RequestResetForm />
    </AuthCard>
  );
}
