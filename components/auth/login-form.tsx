'use client';
// Email + password sign-in: next-auth checks on the server; the stored user is written afterwards.
import { useState } from 'react';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import Button from '@mui/material/Button';
import { homeFor, type Role } from '@/lib/auth/roles';
import { safeRedirectPath } from '@/lib/auth/safe-redirect';
import { EmailField, FormStack, PasswordField, useFormSubmit } from '../ui/form';
import { useAuth } from '../providers/auth-provider';
import { signInWithPassword } from './sign-in';

/** Only same-site paths are followed after login. */
export function LoginForm({ submitLabel = 'Sign in' }: { submitLabel?: string }) {
  const router = useRouter();
  const params = useSearchParams();
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, pending, submit } = useFormSubmit(
    () => 'Sign-in failed. Check your connection and try again.',
  );

  const onSubmit = () =>
    submit(async () => {
      const signedIn = await signInWithPassword(email, password);
      if ('refused' in signedIn) {
        const code = signedIn.refused;
        setError(code && code !== 'CredentialsSignin' ? code : 'Wrong email or password.');
        return;
      }
      login(signedIn.user);
      router.replace(safeRedirectPath(params.get('callbackUrl')) ?? homeFor(signedIn.user.userRole as Role));
      router.refresh();
    });

  return (
    <FormStack onSubmit={onSubmit} error={error}>
      <EmailField value={email} onChange={setEmail} />
      <PasswordField label="Password" current value={password} onChange={setPassword} />
      <Button type="submit" variant="contained" size="large" disabled={pending || !email || !password}>
        {pending ? 'Signing in...' : submitLabel}
      </Button>
      <Button component={Link} href="/reset-password" size="small">
        Forgot your password?
      </Button>
    </FormStack>
  );
}
