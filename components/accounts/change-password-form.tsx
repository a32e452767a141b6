'use client';
// A signed-in user changes their password: the current one, then the new one twice. Other sessions and
// outstanding reset links end on the server.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { api, errorText } from '@/lib/api-client';
import { NewPasswordFields, newPasswordReady } from './new-password-fields';

export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!newPasswordReady(password, confirm)) return;
    setPending(true);
    try {
      await api.post('/api/auth/password', { currentPassword: current, newPassword: password });
      setResult({ ok: true, message: 'Your password is changed. Other devices have been signed out.' });
      setCurrent('');
      setPassword('');
      setConfirm('');
    } catch (err) {
      setResult({ ok: false, message: errorText(err) });
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate sx={{ maxWidth: 480 }}>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role="status">
          {result.message}
        </Alert>
      )}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
      <Button type="submit" variant="contained" disabled={pending || !current || !newPasswordReady(password, confirm)}>
        Change password
      </Button>
    </Stack>
  );
}
