'use client';
// Filters of /dsp-delivery-logs (status and store), kept in the address.
import { useRouter } from 'next/navigation';
import { useApi } from '@/lib/api-client';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export function LogFilters({ status, store }: { status: string; store: string }) {
  const router = useRouter();
  const { data: stores } = useApi('/api/distribution/stores');
  const go = (s: string, st: string) =>
    router.push(
      `/dsp-delivery-logs?${new URLSearchParams({ ...(s ? { status: s } : {}), ...(st ? { store: st } : {}) })}`,
    );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        size="small"
        select
        label="Delivery status"
        value={status}
        onChange={(e) => go(e.target.value, store)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">All</MenuItem>
        {['queued', 'sending', 'delivered', 'acknowledged', 'rejected', 'failed'].map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        select
        label="Store"
        value={store}
        onChange={(e) => go(status, e.target.value)}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">All stores</MenuItem>
        {(stores ?? []).map((s) => (
          <MenuItem key={s.slug} value={s.slug}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
