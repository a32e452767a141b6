'use client';
// The pieces every small form shares: its sending state, the column with the error above the fields, and the
// email and password fields. Copy components/accounts/register-form.tsx for a new one.
import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorText } from '@/lib/api-client';

/**
 * A form's sending state. `submit(work)` clears the error, runs `work` while `pending`, and shows what it throws:
 * the server's sentence (`errorText`) unless the form words failures itself (`failure`).
 */
export function useFormSubmit(failure: (err: unknown) => string = errorText) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function submit(work: () => Promise<void>) {
    setError(null);
    setPending(true);
    try {
      await work();
    } catch (err) {
      setError(failure(err));
    } finally {
      setPending(false);
    }
  }
  return { error, setError, pending, submit };
}

/** The form's column: the error first (announced to screen readers), then the fields and buttons. */
export function FormStack({
  onSubmit,
  error,
  children,
}: {
  onSubmit: () => void;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {children}
    </Stack>
  );
}

export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The shortest password the accounts accept (lib/auth checks it again on the server). */
export const PASSWORD_MIN_LENGTH = 10;

/** A password field: `current` for signing in, otherwise a new one with its rule under it. */
export function PasswordField({
  label,
  value,
  onChange,
  current = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  current?: boolean;
}) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={current ? 'current-password' : 'new-password'}
      helperText={current ? undefined : `At least ${PASSWORD_MIN_LENGTH} characters`}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
