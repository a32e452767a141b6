'use client';
// The public application form: the same schema as the server, one of the four programs.
import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CheckedPostForm, useCheckedPost } from '@/components/ui/form';
import { applicationSchema } from '@/lib/school/schema';
import { apiUrl } from '@/lib/api-client';
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
  const { errors, pending, ...post } = useCheckedPost(applicationSchema, apiUrl('/api/school/applications'));
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });

  return (
    <CheckedPostForm post={post} failure="error" input={{ ...form, message: form.message || undefined }}>
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
    </CheckedPostForm>
  );
}
