'use client';
// Both halves of a password reset: ask for a link by email, then choose a new password with it.
import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { api, errorText } from '@/lib/api-client';
import { NewPasswordFields, newPasswordReady } from './new-password-fields';

type Result = { ok: boolean; message: string };

export function RequestResetForm() {
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    try {
      setResult(await api.post('/api/auth/password-reset', { email }));
    } catch (err) {
      setResult({ ok: false, message: errorText(err) });
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" variant="contained" disabled={pending || !email}>
        Email me a reset link
      </Button>
      <Button component={Link} href="/login" size="small">
        Back to sign in
      </Button>
    </Stack>
  );
}

export function ChooseNewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!newPasswordReady(password, confirm)) return;
    setPending(true);
    try {
      setResult(await api.post('/api/auth/password-reset/confirm', { token, password }));
    } catch (err) {
      setResult({ ok: false, message: errorText(err) });
    } finally {
      setPending(false);
    }
  }

  if (result?.ok) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{result.message}</Alert>
        <Button component={Link} href="/login" variant="contained">
          Sign in
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      {result && <Alert severity="error">{result.message}</Alert>}
      <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
      <Button type="submit" variant="contained" disabled={pending || !newPasswordReady(password, confirm)}>
        Set new password
      </Button>
    </Stack>
  );
}
