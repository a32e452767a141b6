// A list of readiness checks, each marked ready or not with its detail.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Check } from '@/lib/distribution/readiness';

export function ChecksList({ checks }: { checks: Check[] }) {
  return (
    <Stack spacing={1}>
      {checks.map((c) => (
        <Alert key={c.name} severity={c.ok ? 'success' : 'error'}>
          <strong>{c.name}:</strong> {c.detail}
        </Alert>
      ))}
    </Stack>
  );
}
