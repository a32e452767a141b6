// /account/password: every signed-in user (artist, student, member, admin) changes their own password.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ChangePasswordForm } from '@/components/accounts/change-password-form';
import { requirePageAccess } from '@/lib/platform/auth/current-user';

export const metadata: Metadata = { title: 'Change password' };

export default async function ChangePasswordPage() {
  await requirePageAccess('signedIn');
  return (
    <>
      <PageHeader
        title="Change password"
        description="Choose a new password. You stay signed in here; every other device is signed out."
      />
      <ChangePasswordForm />
    </>
  );
}
