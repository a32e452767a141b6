'use client';
// Search and status filter of /projects, kept in the address so the list is shareable.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const STATUSES = [
  ['', 'All statuses'],
  ['live', 'Live'],
  ['processing', 'Processing'],
  ['pending', 'Pending'],
  ['failed', 'Failed'],
  ['draft', 'Draft'],
] as const;

export function ProjectFilters({ q, status }: { q: string; status: string }) {
  const router = useRouter();
  const [text, setText] = useState(q);
  const go = (s: string, t: string) =>
    router.push(`/projects?${new URLSearchParams({ ...(t ? { q: t } : {}), ...(s ? { status: s } : {}) })}`);
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2 }}
      onSubmit={(e) => {
        e.preventDefault();
        go(status, text);
      }}
    >
      <TextField
        size="small"
        label="Search title, artist or UPC"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <TextField
        size="small"
        select
        label="Status"
        value={status}
        onChange={(e) => go(e.target.value, text)}
        sx={{ minWidth: 180 }}
      >
        {STATUSES.map(([v, l]) => (
          <MenuItem key={v} value={v}>
            {l}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="outlined">
        Search
      </Button>
    </Stack>
  );
}
