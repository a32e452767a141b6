'use client';
// /auto-royalty-splits: the default split for new releases, and split sheets per release or track
// with their history (a change starts from a later month; earlier months keep their split).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, apiUrl, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { SharesEditor, fromShares, toShares, type ShareRow } from './shares-editor';
import { formatMoney, formatPercentBps } from '@/lib/platform/format';

const blank = (name = '', email = ''): ShareRow => ({ name, email, role: 'main_artist', percent: '100' });

function DefaultSplitEditor({ me }: { me: { name: string; email: string } }) {
  const qc = useQueryClient();
  const { data } = useApi('/api/royalties/default-split');
  const [rows, setRows] = useState<ShareRow[]>([blank(me.name, me.email)]);
  const [loaded, setLoaded] = useState(data);
  if (data !== loaded) {
    setLoaded(data);
    if (data?.shares) setRows(fromShares(data.shares));
  }
  const m = useMutation({
    mutationFn: () => api.put('/api/royalties/default-split', { shares: toShares(rows) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKey('/api/royalties/default-split') }),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6">
        Default split
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Applied to each of your releases that has no split of its own when its first earnings arrive.
      </Typography>
      <SharesEditor rows={rows} onChange={setRows} label="Default split contributors" />
      {m.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorText(m.error)}
        </Alert>
      )}
      {m.isSuccess && (
        <Alert severity="success" sx={{ mt: 1 }}>
          Default split saved.
        </Alert>
      )}
      <Button variant="contained" sx={{ mt: 2 }} onClick={() => m.mutate()} disabled={m.isPending}>
        Save default split
      </Button>
    </Paper>
  );
}

type ReleaseSplits = ApiAnswer<'/api/royalties/splits'>;
type SplitReleases = ApiAnswer<'/api/royalties/splits/releases'>;

function ReleaseSplitEditor({ releaseId, me }: { releaseId: string; me: { name: string; email: string } }) {
  const qc = useQueryClient();
  const { data, error } = useApi('/api/royalties/splits', { query: { releaseId } });
  const [target, setTarget] = useState('release');
  const [from, setFrom] = useState(() => new Date().toISOString().slice(0, 7));
  const [rows, setRows] = useState<ShareRow[]>([blank(me.name, me.email)]);
  const [recoupIdx, setRecoupIdx] = useState('');
  const [recoupUsd, setRecoupUsd] = useState('');
  const m = useMutation({
    mutationFn: () =>
      api.post('/api/royalties/splits', {
        ...(target === 'release' ? { releaseId } : { trackId: target }),
        effectiveFrom: from,
        shares: toShares(rows),
        ...(recoupIdx !== '' && recoupUsd
          ? { recoup: { shareIndex: Number(recoupIdx), amountCents: Math.round(Number(recoupUsd) * 100) } }
          : {}),
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKey('/api/royalties/splits', { query: { releaseId } }) }),
  });
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (!data) return null;
  const titleOf = (s: ReleaseSplits['sheets'][number]) =>
    s.trackId ? `Track: ${data.tracks.find((t) => t.id === s.trackId)?.title ?? ''}` : 'Whole release';
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          New split for {data.release.title}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            select
            label="Applies to"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value="release">Whole release</MenuItem>
            {data.tracks.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                Track: {t.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Effective from"
            type="month"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <SharesEditor rows={rows} onChange={setRows} label="Split contributors" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <TextField
            select
            label="Recoupment to"
            value={recoupIdx}
            onChange={(e) => setRecoupIdx(e.target.value)}
            sx={{ minWidth: 220 }}
            helperText="Paid first, before the percentages"
          >
            <MenuItem value="">No recoupment</MenuItem>
            {rows.map((r, i) => (
              <MenuItem key={i} value={String(i)}>
                {r.name || `Contributor ${i + 1}`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Recoupment amount (USD)"
            value={recoupUsd}
            onChange={(e) => setRecoupUsd(e.target.value)}
            disabled={recoupIdx === ''}
          />
        </Stack>
        {m.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorText(m.error)}
          </Alert>
        )}
        {m.isSuccess && (
          <Alert severity="success" sx={{ mt: 1 }}>
            Split saved. Contributors without an account were emailed a claim link.
          </Alert>
        )}
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => m.mutate()} disabled={m.isPending}>
          Save split
        </Button>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h3" variant="h6">
          History
        </Typography>
        {data.sheets.length === 0 && (
          <Typography color="text.secondary">
            No split yet: earnings go to the release owner (or your default split, once set).
          </Typography>
        )}
        {data.sheets.map((s) => (
          <Paper key={s.id} variant="outlined" sx={{ p: 1.5, mt: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {titleOf(s)} · from {s.effectiveFrom === '1970-01' ? 'the start' : s.effectiveFrom}
              {s.recoupCents > 0
                ? ` · recoupment ${formatMoney(s.recoupedCents)} of ${formatMoney(s.recoupCents)} paid`
                : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {s.shares
                .map(
                  (x) =>
                    `${x.name} (${x.role.replace(/_/g, ' ')}) ${formatPercentBps(x.shareBps)}${x.userId ? '' : x.email ? ', invited' : ''}`,
                )
                .join(' · ')}
            </Typography>
          </Paper>
        ))}
      </Paper>
    </Stack>
  );
}

export function SplitsManager({ me }: { me: { name: string; email: string } }) {
  const releases = usePagedList<SplitReleases['items'][number], SplitReleases>(
    apiUrl('/api/royalties/splits/releases'),
  );
  const items = releases.items;
  const [releaseId, setReleaseId] = useState('');
  return (
    <Stack spacing={3}>
      <DefaultSplitEditor me={me} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Release splits
        </Typography>
        {items?.length === 0 && <Typography color="text.secondary">You have no releases yet.</Typography>}
        {!!items?.length && (
          <TextField
            select
            label="Release"
            value={releaseId}
            onChange={(e) => setReleaseId(e.target.value)}
            sx={{ minWidth: 320, mb: 2 }}
          >
            {items.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.title} — {r.primaryArtist}
              </MenuItem>
            ))}
          </TextField>
        )}
        {!!items?.length && <LoadMore shown={items.length} {...releases} />}
        {releaseId && <ReleaseSplitEditor key={releaseId} releaseId={releaseId} me={me} />}
      </Paper>
    </Stack>
  );
}
