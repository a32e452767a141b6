'use client';
// The press kit's private links: one per recipient, shown once when made, with views and expiry; revocable.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, useApi } from '@/lib/api-client';
import { formatDate } from '@/lib/platform/format';

export function PrivateLinks() {
  const qc = useQueryClient();
  const links = useApi('/api/epk/links');
  const [recipient, setRecipient] = useState('');
  const [days, setDays] = useState('30');
  const make = useMutation({
    mutationFn: () =>
      api.post('/api/epk/links', {
        recipient,
        expiresInDays: Number(days),
      }),
    onSuccess: () => {
      setRecipient('');
      return qc.invalidateQueries({ queryKey: apiKey('/api/epk/links') });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => api.delete('/api/epk/links/[id]', { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKey('/api/epk/links') }),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Private links
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        One link per promoter, journalist or venue: it works even when your kit is not public, expires, and counts
        views.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          size="small"
          label="Who is it for?"
          value={recipient}
          onChange={(e) => setRecipient(e.target.value)}
        />
        <TextField size="small" label="Expires after (days)" value={days} onChange={(e) => setDays(e.target.value)} />
        <Button variant="outlined" onClick={() => make.mutate()} disabled={make.isPending}>
          Create link
        </Button>
      </Stack>
      {make.data && (
        <Alert severity="success" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          Copy this link now; it is shown only once: {make.data.url}
        </Alert>
      )}
      {make.error && <Alert severity="error">{errorText(make.error)}</Alert>}
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {(links.data ?? []).map((l) => (
          <Stack key={l.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">
              {l.recipient} · {l.views} view{l.views === 1 ? '' : 's'} ·{' '}
              {l.active ? `expires ${formatDate(l.expiresAt)}` : 'inactive'}
            </Typography>
            {l.active && (
              <Button size="small" color="error" onClick={() => revoke.mutate(l.id)}>
                Revoke
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
