'use client';
// Accepting an admin invitation: your name and a password.
import { useState } from 'react';
import Link from 'next/link';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { api } from '@/lib/api-client';
import { FormStack, PASSWORD_MIN_LENGTH, PasswordField, useFormSubmit } from '../ui/form';

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
  const [done, setDone] = useState(false);
  const { error, pending, submit } = useFormSubmit();

  const onSubmit = () =>
    submit(async () => {
      await api.post('/api/auth/invitations/[token]/accept', { name, password }, { params: { token } });
      setDone(true);
    });

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
    <FormStack onSubmit={onSubmit} error={error}>
      <TextField label="Email" value={email} disabled />
      <TextField label="Your name" required value={name} onChange={(e) => setName(e.target.value)} />
      <PasswordField label="Choose a password" value={password} onChange={setPassword} />
      <Button
        type="submit"
        variant="contained"
        disabled={pending || !name.trim() || password.length < PASSWORD_MIN_LENGTH}
      >
        Accept invitation
      </Button>
    </FormStack>
  );
}
