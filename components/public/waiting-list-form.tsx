'use client';
// The waiting-list form: validated with the same schema as the server.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiJson, errorText } from '@/lib/api-client';
import { WAITING_LIST_INTERESTS, waitingListSchema, type WaitingListInterest } from '@/lib/waiting-list/schema';

export function WaitingListForm({ initialInterest }: { initialInterest?: string }) {
  const start = (
    initialInterest && initialInterest in WAITING_LIST_INTERESTS ? initialInterest : 'distribution'
  ) as WaitingListInterest;
  const [form, setForm] = useState({ name: '', email: '', interest: start, message: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = waitingListSchema.safeParse({ ...form, message: form.message || undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const res = await apiJson<{ message: string }>('POST', '/api/waiting-list', parsed.data);
      setResult({ ok: true, message: res.message });
    } catch (err) {
      setResult({ ok: false, message: errorText(err) });
    } finally {
      setPending(false);
    }
  }

  if (result?.ok) return <Alert severity="success">{result.message}</Alert>;
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      {result && <Alert severity="info">{result.message}</Alert>}
      <TextField
        label="Your name"
        required
        value={form.name}
        error={!!errors.name}
        helperText={errors.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <TextField
        label="Email"
        type="email"
        required
        value={form.email}
        error={!!errors.email}
        helperText={errors.email}
        onChange={(e) => setForm({ ...form, email: e.target.value })}
      />
      <TextField
        select
        label="I am interested in"
        value={form.interest}
        onChange={(e) => setForm({ ...form, interest: e.target.value as WaitingListInterest })}
      >
        {Object.entries(WAITING_LIST_INTERESTS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Anything we should know? (optional)"
        multiline
        minRows={3}
        value={form.message}
        error={!!errors.message}
        helperText={errors.message}
        onChange={(e) => setForm({ ...form, message: e.target.value })}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {pending ? 'Joining...' : 'Join the waiting list'}
      </Button>
    </Stack>
  );
}
