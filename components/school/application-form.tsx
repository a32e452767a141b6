'use client';
// The public application form: the same schema as the server, one of the four programs.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiJson, errorText } from '@/lib/api-client';
import { applicationSchema } from '@/lib/school/schema';
import { PROGRAM_KEYS, PROGRAMS, type ProgramKey } from '@/lib/school/programs';

export function ApplicationForm({ initialProgram }: { initialProgram?: string }) {
  const start = (PROGRAM_KEYS as readonly string[]).includes(initialProgram ?? '')
    ? (initialProgram as ProgramKey)
    : 'music-business-101';
  const [form, setForm] = useState({
    applicantName: '',
    email: '',
    phone: '',
    artistName: '',
    program: start as ProgramKey,
    message: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [pending, setPending] = useState(false);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = applicationSchema.safeParse({ ...form, message: form.message || undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const res = await apiJson<{ message: string }>('POST', '/api/school/applications', parsed.data);
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
      {result && <Alert severity="error">{result.message}</Alert>}
      <TextField
        label="Full name"
        required
        value={form.applicantName}
        error={!!errors.applicantName}
        helperText={errors.applicantName}
        onChange={set('applicantName')}
      />
      <TextField
        label="Email"
        type="email"
        required
        value={form.email}
        error={!!errors.email}
        helperText={errors.email}
        onChange={set('email')}
      />
      <TextField
        label="Phone"
        required
        value={form.phone}
        error={!!errors.phone}
        helperText={errors.phone}
        onChange={set('phone')}
      />
      <TextField
        label="Artist name"
        required
        value={form.artistName}
        error={!!errors.artistName}
        helperText={errors.artistName}
        onChange={set('artistName')}
      />
      <TextField select label="Program" value={form.program} onChange={set('program')}>
        {PROGRAM_KEYS.map((k) => (
          <MenuItem key={k} value={k}>
            {PROGRAMS[k].name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Why this program? (optional)"
        multiline
        minRows={3}
        value={form.message}
        error={!!errors.message}
        helperText={errors.message}
        onChange={set('message')}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {pending ? 'Sending...' : 'Submit application'}
      </Button>
    </Stack>
  );
}
