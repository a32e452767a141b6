'use client';
// The waiting-list form: validated with the same schema as the server.
import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CheckedPostForm, useCheckedPost } from '@/components/ui/form';
import { apiUrl } from '@/lib/api-client';
import {
  WAITING_LIST_INTERESTS,
  waitingListSchema,
  type WaitingListInterest,
} from '@/lib/accounts/waiting-list/schema';

export function WaitingListForm({ initialInterest }: { initialInterest?: string }) {
  const start = (
    initialInterest && initialInterest in WAITING_LIST_INTERESTS ? initialInterest : 'distribution'
  ) as WaitingListInterest;
  const [form, setForm] = useState({ name: '', email: '', interest: start, message: '' });
  const { errors, pending, ...post } = useCheckedPost(waitingListSchema, apiUrl('/api/waiting-list'));

  return (
    <CheckedPostForm post={post} failure="info" input={{ ...form, message: form.message || undefined }}>
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
    </CheckedPostForm>
  );
}
