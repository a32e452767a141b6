'use client';
// Goes to the public verification page of a certificate code.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export function VerifyCertificateForm() {
  const router = useRouter();
  const [code, setCode] = useState('');
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (code.trim()) router.push(`/musicbizcert/verify/${encodeURIComponent(code.trim().toUpperCase())}`);
  }
  return (
    <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={onSubmit}>
      <TextField
        label="Certificate code"
        placeholder="TNM-XXXX-XXXX-XXXX"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="contained">
        Verify
      </Button>
    </Stack>
  );
}
