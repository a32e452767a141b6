'use client';
// Self-serve artist sign-up: name, email, password; a confirmation email follows.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiJson } from '@/lib/api-client';
import { LinkButton } from '@/components/ui/links';
import { EmailField, FormStack, PASSWORD_MIN_LENGTH, PasswordField, useFormSubmit } from '@/components/ui/form';
import type { registerArtist } from '@/lib/accounts/join';
import type { Json } from '@/lib/platform/json-types';

export function RegisterForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { error, setError, pending, submit } = useFormSubmit();

  function onSubmit() {
    if (password.length < PASSWORD_MIN_LENGTH) return setError('Choose a password of at least 10 characters');
    return submit(async () => {
      setDone(
        (
          await apiJson<Json<Awaited<ReturnType<typeof registerArtist>>>>('POST', '/api/auth/register', {
            name,
            email,
            password,
          })
        ).message,
      );
    });
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
    <FormStack onSubmit={onSubmit} error={error}>
      <TextField label="Your name" required value={name} onChange={(e) => setName(e.target.value)} />
      <EmailField value={email} onChange={setEmail} />
      <PasswordField label="Choose a password" value={password} onChange={setPassword} />
      <Button type="submit" variant="contained" size="large" disabled={pending || !name.trim() || !email}>
        {pending ? 'Creating...' : 'Create my artist account'}
      </Button>
    </FormStack>
  );
}
