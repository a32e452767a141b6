'use client';
// The invited artist chooses a password; they are signed in and land on their dashboard.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { api } from '@/lib/api-client';
import { FormStack, PASSWORD_MIN_LENGTH, PasswordField, useFormSubmit } from '../ui/form';
import { useAuth } from '../providers/auth-provider';
import { signInWithPassword } from './sign-in';

export function JoinForm({ token, email, initialName }: { token: string; email: string; initialName: string }) {
  const router = useRouter();
  const { login } = useAuth();
  const [name, setName] = useState(initialName);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, setError, pending, submit } = useFormSubmit();

  function onSubmit() {
    if (password.length < PASSWORD_MIN_LENGTH) return setError('Choose a password of at least 10 characters');
    if (password !== confirm) return setError('The two passwords differ');
    return submit(async () => {
      const done = await api.post(
        '/api/auth/artist-invitations/[token]/accept',
        { name, password },
        { params: { token } },
      );
      const signedIn = await signInWithPassword(done.email, password);
      if ('refused' in signedIn) {
        router.replace('/mms/login');
        return;
      }
      login(signedIn.user);
      router.replace(done.home);
      router.refresh();
    });
  }

  return (
    <FormStack onSubmit={onSubmit} error={error}>
      <TextField label="Email" value={email} disabled />
      <TextField label="Your name" required value={name} onChange={(e) => setName(e.target.value)} />
      <PasswordField label="Choose a password" value={password} onChange={setPassword} />
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
    </FormStack>
  );
}
