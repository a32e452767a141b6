// /mms/register: self-serve artist sign-up on brands whose sign-up is on (else the waiting list).
import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { AuthCard } from '@/components/accounts/auth-card';
import { RegisterForm } from '@/components/accounts/register-form';
import { LinkButton } from '@/components/ui/links';
import { signupEnabled } from '@/lib/accounts/join';
import { currentBrand } from '@/lib/platform/brands/server';

export const metadata: Metadata = { title: 'Create your artist account' };

export default async function RegisterPage() {
  const brand = await currentBrand();
  const open = await signupEnabled(brand.key);
  return (
    <AuthCard title="Create your artist account" subtitle={`Release your music with ${brand.name}.`}>
      {open ? (
        <RegisterForm />
      ) : (
        <Stack spacing={2}>
          <Alert severity="info">Sign-up is by invitation here. Join the waiting list and we will invite you.</Alert>
          <LinkButton href="/waiting-list" variant="contained">
            Join the waiting list
          </LinkButton>
        </Stack>
      )}
    </AuthCard>
  );
}
