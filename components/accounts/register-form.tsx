'use client';
// Self-serve artist sign-up: name, email, password; a confirmation email follows. With `callbackUrl` (an order
// started on /services), the new artist is signed in at once and taken there, so the order survives sign-up.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { api } from '@/lib/api-client';
import { LinkButton } from '@/components/ui/links';
import { EmailField, FormStack, PASSWORD_MIN_LENGTH, PasswordField, useFormSubmit } from '@/components/ui/form';
import { useAuth } from '@/components/providers/auth-provider';
import { signInWithPassword } from './sign-in';

/** `callbackUrl`: a same-site path, already checked by the page (safeRedirectPath). */
export function RegisterForm({ callbackUrl }: { callbackUrl?: string | null }) {
  const router = useRouter();
  const { login } = useAuth();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { error, setError, pending, submit } = useFormSubmit();

  function onSubmit() {
    if (password.length < PASSWORD_MIN_LENGTH) return setError('Choose a password of at least 10 characters');
    return submit(async () => {
      const { message } = await api.post('/api/auth/register', { name, email, password });
      if (callbackUrl) {
        // A new account signs in with the password just chosen; an email that already had an account does not
        // (its owner's password differs), and the message below says to sign in.
        const signedIn = await signInWithPassword(email, password);
        if ('user' in signedIn) {
          login(signedIn.user);
          router.replace(callbackUrl);
          router.refresh();
          return;
        }
      }
      setDone(message);
    });
  }

  if (done) {
    const loginHref = callbackUrl ? `/mms/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : '/mms/login';
    return (
      <Stack spacing={2}>
        <Alert severity="success">{done}</Alert>
        <LinkButton href={loginHref} variant="contained">
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
