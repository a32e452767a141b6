'use client';
// The review queue: statement rows that matched no track; an admin matches each to a track by hand.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { formatIsrc, formatMoney, formatUpc } from '@/lib/platform/format';

type Line = ApiAnswer<'/api/royalties/unmatched'>['items'][number];
type TrackHit = ApiAnswer<'/api/royalties/tracks'>['items'][number];

function MatchRow({ line }: { line: Line }) {
  const qc = useQueryClient();
  const [q, setQ] = useState(line.trackTitle.slice(0, 40));
  const [track, setTrack] = useState<TrackHit | null>(null);
  const hits = useApi('/api/royalties/tracks', { query: { q } }, { enabled: q.trim().length >= 2 });
  const m = useMutation({
    mutationFn: () => api.post('/api/royalties/unmatched/[id]', { trackId: track!.id }, { params: { id: line.id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKey('/api/royalties/unmatched') }),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {line.trackTitle || 'Untitled row'} · {line.store} · {line.salePeriod} ·{' '}
        {formatMoney(Math.round(Number(line.amountUsd) * 100))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {line.import.originalName}, row {line.rowNumber} · ISRC {line.isrc ? formatIsrc(line.isrc) : '—'} · UPC{' '}
        {line.upc ? formatUpc(line.upc) : '—'} · {line.units} units · {line.amount} {line.currency}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <Autocomplete
          sx={{ flex: 1 }}
          options={hits.data?.items ?? []}
          filterOptions={(x) => x}
          // The release too: one recording (one ISRC) may be on a single and its album.
          getOptionLabel={(t) =>
            `${t.title} — ${t.release.primaryArtist}, on "${t.release.title}" (${t.isrc ?? 'no ISRC'})`
          }
          value={track}
          onChange={(_e, v) => setTrack(v)}
          inputValue={q}
          onInputChange={(_e, v) => setQ(v)}
          renderInput={(p) => <TextField {...p} size="small" label="Match to track" />}
        />
        <Button variant="contained" disabled={!track || m.isPending} onClick={() => m.mutate()}>
          Match
        </Button>
      </Stack>
      {m.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorText(m.error)}
        </Alert>
      )}
    </Paper>
  );
}

export function UnmatchedReview() {
  const { data, isLoading, error } = useApi('/api/royalties/unmatched', {}, { staleTime: 0 });
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (isLoading || !data) return <LoadingModule />;
  if (data.total === 0) return <Alert severity="success">Every imported row is matched. Nothing to review.</Alert>;
  return (
    <Stack spacing={2}>
      <Typography>
        {data.total} row{data.total === 1 ? '' : 's'} to review
        {data.total > data.items.length ? ` (showing ${data.items.length})` : ''}.
      </Typography>
      {data.items.map((l) => (
        <MatchRow key={l.id} line={l} />
      ))}
    </Stack>
  );
}
