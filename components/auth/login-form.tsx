'use client';
// Email + password sign-in: next-auth checks on the server; the stored user is written afterwards.
import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { signIn } from 'next-auth/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiJson } from '@/lib/api-client';
import { homeFor, type Role } from '@/lib/auth/roles';
import { useAuth, type StoredUser } from '../providers/auth-provider';
import { safeRedirectPath } from '@/lib/auth/safe-redirect';

/** Only same-site paths are followed after login. */
export function LoginForm({ submitLabel = 'Sign in' }: { submitLabel?: string }) {
  const router = useRouter();
  const params = useSearchParams();
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setPending(true);
    try {
      const res = await signIn('credentials', { email, password, redirect: false });
      if (!res || res.error) {
        setError(res?.error && res.error !== 'CredentialsSignin' ? res.error : 'Wrong email or password.');
        return;
      }
      const user = await apiJson<StoredUser>('GET', '/api/auth/me');
      login(user);
      router.replace(safeRedirectPath(params.get('callbackUrl')) ?? homeFor(user.userRole as Role));
      router.refresh();
    } catch {
      setError('Sign-in failed. Check your connection and try again.');
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending || !email || !password}>
        {pending ? 'Signing in...' : submitLabel}
      </Button>
      <Button component={Link} href="/reset-password" size="small">
        Forgot your password?
      </Button>
    </Stack>
  );
}
