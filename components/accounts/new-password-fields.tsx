'use client';
// The new password typed twice, shared by the change-password and reset-password forms: the same rule
// (at least 10 characters) and the same mismatch message in both.
import TextField from '@mui/material/TextField';

const MIN_LENGTH = 10;

/** Whether the two entries may be sent. */
export function newPasswordReady(password: string, confirm: string): boolean {
  return password.length >= MIN_LENGTH && password === confirm;
}

export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}) {
  const mismatch = confirm.length > 0 && password !== confirm;
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        helperText={`At least ${MIN_LENGTH} characters`}
        required
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        required
        error={mismatch}
        helperText={mismatch ? 'The passwords differ' : ' '}
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
      />
    </>
  );
}
