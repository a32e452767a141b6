'use client';
// Self-serve artist sign-up: name, email, password; a confirmation email follows.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiJson, errorText } from '@/lib/api-client';
import { LinkButton } from '@/components/ui/links';

export function RegisterForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (password.length < 10) return setError('Choose a password of at least 10 characters');
    setPending(true);
    setError(null);
    try {
      setDone((await apiJson<{ message: string }>('POST', '/api/auth/register', { name, email, password })).message);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{done}</Alert>
        <LinkButton href="/mms/login" variant="contained">
          Sign in
        </LinkButton>
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField label="Your name" required value={name} onChange={(e) => setName(e.target.value)} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        helperText="At least 10 characters"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending || !name.trim() || !email}>
        {pending ? 'Creating...' : 'Create my artist account'}
      </Button>
    </Stack>
  );
}
