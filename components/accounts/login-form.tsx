'use client';
// Email + password sign-in: next-auth checks on the server; the stored user is written afterwards.
import { useState } from 'react';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { api, errorText } from '@/lib/api-client';
import { homeFor, type Role } from '@/lib/platform/auth/roles';
import { safeRedirectPath } from '@/lib/platform/auth/safe-redirect';
import { EmailField, FormStack, PasswordField, useFormSubmit } from '../ui/form';
import { useAuth } from '../providers/auth-provider';
import { signInWithPassword } from './sign-in';

/** The account-wide wait after failures from many addresses (lib/platform/auth/login-throttle.ts): a link can help. */
const WAITING = /^Too many failed sign-in attempts/;

/**
 * Only same-site paths are followed after login. When sign-in waits, the owner can ask for a sign-in link
 * by email; opened, it brings them back here (`?unlock=`) to sign in past the account-wide wait.
 */
export function LoginForm({ submitLabel = 'Sign in' }: { submitLabel?: string }) {
  const router = useRouter();
  const params = useSearchParams();
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const unlock = params.get('unlock');
  const { error, setError, pending, submit } = useFormSubmit(
    () => 'Sign-in failed. Check your connection and try again.',
  );

  const onSubmit = () =>
    submit(async () => {
      const signedIn = await signInWithPassword(email, password, unlock);
      if ('refused' in signedIn) {
        const code = signedIn.refused;
        setError(code && code !== 'CredentialsSignin' ? code : 'Wrong email or password.');
        return;
      }
      login(signedIn.user);
      router.replace(safeRedirectPath(params.get('callbackUrl')) ?? homeFor(signedIn.user.userRole as Role));
      router.refresh();
    });

  const askForLink = () =>
    submit(async () => {
      try {
        const sent = await api.post('/api/auth/sign-in-unlock', { email });
        setLinkSent(sent.message);
      } catch (err) {
        setError(errorText(err));
      }
    });

  return (
    <FormStack onSubmit={onSubmit} error={error}>
      {params.get('verified') === '1' && (
        <Alert severity="success">Your email address is confirmed. Sign in to continue.</Alert>
      )}
      {unlock && <Alert severity="info">Sign in with your password to use the link from your email.</Alert>}
      {linkSent && <Alert severity="success">{linkSent}</Alert>}
      <EmailField value={email} onChange={setEmail} />
      <PasswordField label="Password" current value={password} onChange={setPassword} />
      <Button type="submit" variant="contained" size="large" disabled={pending || !email || !password}>
        {pending ? 'Signing in...' : submitLabel}
      </Button>
      {error && WAITING.test(error) && !unlock && (
        <Button size="small" disabled={pending || !email} onClick={askForLink}>
          Email me a sign-in link
        </Button>
      )}
      <Button component={Link} href="/reset-password" size="small">
        Forgot your password?
      </Button>
    </FormStack>
  );
}
