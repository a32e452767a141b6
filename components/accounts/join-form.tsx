'use client';
// The invited artist chooses a password; they are signed in and land on their dashboard.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiJson, errorText } from '@/lib/api-client';
import type { acceptArtistInvitation } from '@/lib/accounts/join';
import { useAuth, type StoredUser } from '../providers/auth-provider';

type Accepted = Awaited<ReturnType<typeof acceptArtistInvitation>>;

export function JoinForm({ token, email, initialName }: { token: string; email: string; initialName: string }) {
  const router = useRouter();
  const { login } = useAuth();
  const [name, setName] = useState(initialName);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (password.length < 10) return setError('Choose a password of at least 10 characters');
    if (password !== confirm) return setError('The two passwords differ');
    setPending(true);
    setError(null);
    try {
      const done = await apiJson<Accepted>('POST', `/api/auth/artist-invitations/${encodeURIComponent(token)}/accept`, {
        name,
        password,
      });
      const res = await signIn('credentials', { email: done.email, password, redirect: false });
      if (!res || res.error) {
        router.replace('/mms/login');
        return;
      }
      login(await apiJson<StoredUser>('GET', '/api/auth/me'));
      router.replace(done.home);
      router.refresh();
    } catch (err) {
      setError(errorText(err));
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
      <TextField label="Email" value={email} disabled />
      <TextField label="Your name" required value={name} onChange={(e) => setName(e.target.value)} />
      <TextField
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        helperText="At least 10 characters"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label="Repeat the password"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending || !name.trim()}>
        {pending ? 'Setting up...' : 'Create my artist account'}
      </Button>
    </Stack>
  );
}
