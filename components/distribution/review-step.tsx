'use client';
// Last step: every quality-control result, then submit (or resubmit after a rejection).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api, errorText } from '@/lib/api-client';
import type { ReleaseView } from './types';
import { formatDate } from '@/lib/platform/format';

export function ReviewStep({ release, onSubmitted }: { release: ReleaseView; onSubmitted: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = release.qc.filter((i) => i.severity === 'error');
  async function submit() {
    setBusy(true);
    setError(null);
    try {
      await api.post('/api/releases/[id]/submit', undefined, { params: { id: release.id } });
      onSubmitted();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack spacing={2}>
      <Typography>
        <strong>{release.title}</strong> by {release.primaryArtist} · {release.tracks.length} track
        {release.tracks.length === 1 ? '' : 's'} · {release.storeIds.length} stores · release date{' '}
        {release.releaseDate ? formatDate(release.releaseDate) : 'not set'}
      </Typography>
      {errors.length === 0 ? (
        <Alert severity="success">Quality control passed: nothing for the stores to refuse.</Alert>
      ) : (
        <Alert severity="warning">
          {errors.length} thing{errors.length === 1 ? '' : 's'} to fix before submitting:
          <List dense>
            {errors.map((i, n) => (
              <ListItem key={n} sx={{ display: 'list-item', listStyle: 'disc', ml: 2 }}>
                {i.message}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <div>
        <Button variant="contained" size="large" onClick={submit} disabled={busy || errors.length > 0}>
          {release.status === 'rejected' ? 'Resubmit for review' : 'Submit for review'}
        </Button>
      </div>
    </Stack>
  );
}
