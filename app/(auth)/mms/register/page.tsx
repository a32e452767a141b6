// /mms/register: self-serve artist sign-up on brands whose sign-up is on (else the waiting list). A
// `callbackUrl` (an order started on /services) is kept through sign-up and sign-in.
import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthCard } from '@/components/accounts/auth-card';
import { RegisterForm } from '@/components/accounts/register-form';
import { LinkButton, TextLink } from '@/components/ui/links';
import { signupEnabled } from '@/lib/accounts/join';
import { currentBrand } from '@/lib/platform/brands/server';
import { safeRedirectPath } from '@/lib/platform/auth/safe-redirect';

export const metadata: Metadata = { title: 'Create your artist account' };

export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string | string[] }>;
}) {
  const brand = await currentBrand();
  const open = await signupEnabled(brand.key);
  const raw = (await searchParams).callbackUrl;
  const callbackUrl = safeRedirectPath(typeof raw === 'string' ? raw : null);
  const loginHref = callbackUrl ? `/mms/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/mms/login';
  return (
    <AuthCard
      title="Create your artist account"
      subtitle={
        callbackUrl?.startsWith('/tnm-services')
          ? `Create your account to place your order with ${brand.name}.`
          : `Release your music with ${brand.name}.`
      }
    >
      {open ? (
        <RegisterForm callbackUrl={callbackUrl} />
      ) : (
        <Stack spacing={2}>
          <Alert severity="info">Sign-up is by invitation here. Join the waiting list and we will invite you.</Alert>
          <LinkButton href="/waiting-list" variant="contained">
            Join the waiting list
          </LinkButton>
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        Already have an account? <TextLink href={loginHref}>Sign in</TextLink>.
      </Typography>
    </AuthCard>
  );
}
