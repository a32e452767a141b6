'use client';
// Accepting an admin invitation: your name and a password.
import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiJson, errorText } from '@/lib/api-client';

export function AcceptInvitationForm({
  token,
  email,
  initialName,
}: {
  token: string;
  email: string;
  initialName: string;
}) {
  const [name, setName] = useState(initialName);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      await apiJson('POST', `/api/auth/invitations/${encodeURIComponent(token)}/accept`, { name, password });
      setDone(true);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">Your admin account is ready. Sign in with {email}.</Alert>
        <Button component={Link} href="/login" variant="contained">
          Sign in
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      {error && <Alert severity="error">{error}</Alert>}
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
      <Button type="submit" variant="contained" disabled={pending || !name.trim() || password.length < 10}>
        Accept invitation
      </Button>
    </Stack>
  );
}
