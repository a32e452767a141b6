'use client';
// /tnm-copyright-filing: collect a US Copyright Office registration's data, then track its status.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, apiUrl, errorText, type ApiAnswer } from '@/lib/api-client';
import { LoadMore, usePagedList } from '../ui/paged-list';

type Filing = ApiAnswer<'/api/rights/filings'>['items'][number];
type Work = ApiAnswer<'/api/rights/works'>['items'][number];

const KINDS = [
  ['PA', 'Musical work (Form PA): the song'],
  ['SR', 'Sound recording (Form SR): the recording, and the song when you own both'],
  ['GRAM', 'Group registration: up to 20 songs on one album'],
] as const;

const STATUS = {
  draft: 'Being prepared',
  submitted: 'Filed, waiting for the Copyright Office',
  registered: 'Registered',
  refused: 'Refused',
};

function FilingRow({ f }: { f: Filing }) {
  const qc = useQueryClient();
  const [status, setStatus] = useState(f.status);
  const [number, setNumber] = useState(f.registrationNumber ?? '');
  const [err, setErr] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      api.patch(
        '/api/rights/filings/[id]',
        { status, ...(number.trim() ? { registrationNumber: number.trim() } : {}) },
        { params: { id: f.id } },
      ),
    onSuccess: () => {
      setErr(null);
      void qc.invalidateQueries({ queryKey: apiKey('/api/rights/filings') });
    },
    onError: (e) => setErr(errorText(e)),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography sx={{ fontWeight: 700 }}>
        {f.title} ({f.kind}
        {f.albumTitle ? `, album ${f.albumTitle}` : ''}, {f.songs} song{f.songs === 1 ? '' : 's'})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {STATUS[f.status]}
        {f.registrationNumber ? ` · ${f.registrationNumber}` : ''} · claimants:{' '}
        {f.claimants.map((c) => c.name).join(', ')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as typeof status)}
        >
          {Object.entries(STATUS).map(([k, v]) => (
            <MenuItem key={k} value={k}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Registration number"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          placeholder="SR 1-234-567"
        />
        <Button onClick={() => save.mutate()} disabled={save.isPending}>
          Save
        </Button>
      </Stack>
      {err && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {err}
        </Alert>
      )}
    </Paper>
  );
}

export function CopyrightFiling({ me }: { me: string }) {
  const qc = useQueryClient();
  const works = usePagedList<Work>(apiUrl('/api/rights/works'), { staleTime: 0 });
  const filings = usePagedList<Filing>(apiUrl('/api/rights/filings'), { staleTime: 0 });
  const [kind, setKind] = useState<'PA' | 'SR' | 'GRAM'>('PA');
  const [title, setTitle] = useState('');
  const [albumTitle, setAlbumTitle] = useState('');
  const [workIds, setWorkIds] = useState<string[]>([]);
  const [claimant, setClaimant] = useState(me);
  const [address, setAddress] = useState('');
  const [authorship, setAuthorship] = useState('Music and lyrics');
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [published, setPublished] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState(false);

  const create = useMutation({
    mutationFn: () =>
      api.post('/api/rights/filings', {
        kind,
        title,
        ...(albumTitle.trim() ? { albumTitle: albumTitle.trim() } : {}),
        workIds,
        claimants: [{ name: claimant, address }],
        authorship,
        yearOfCompletion: Number(year),
        ...(published ? { publicationDate: published } : {}),
      }),
    onSuccess: () => {
      setError(null);
      setOk(true);
      setTitle('');
      setWorkIds([]);
      void qc.invalidateQueries({ queryKey: apiKey('/api/rights/filings') });
    },
    onError: (e) => {
      setOk(false);
      setError(errorText(e));
    },
  });

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <Typography component="h2" variant="h6">
            New filing
          </Typography>
          <TextField
            select
            label="What to register"
            value={kind}
            onChange={(e) => setKind(e.target.value as typeof kind)}
          >
            {KINDS.map(([k, label]) => (
              <MenuItem key={k} value={k}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Title of the registration"
            required
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
          {kind === 'GRAM' && (
            <TextField
              label="Album title"
              required
              value={albumTitle}
              onChange={(e) => setAlbumTitle(e.target.value)}
            />
          )}
          <Typography>Songs covered {kind === 'GRAM' ? '(2 to 20)' : ''}</Typography>
          <Stack>
            {(works.items ?? []).map((w) => (
              <FormControlLabel
                key={w.id}
                control={
                  <Checkbox
                    checked={workIds.includes(w.id)}
                    onChange={() => setWorkIds((s) => (s.includes(w.id) ? s.filter((x) => x !== w.id) : [...s, w.id]))}
                  />
                }
                label={w.title}
              />
            ))}
            {works.items?.length ? (
              <LoadMore shown={works.items.length} {...works} />
            ) : (
              <Typography color="text.secondary">Add your songs on the split sheet page first.</Typography>
            )}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Claimant (copyright owner)"
              required
              value={claimant}
              onChange={(e) => setClaimant(e.target.value)}
              fullWidth
            />
            <TextField
              label="Claimant's address"
              required
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              fullWidth
            />
          </Stack>
          <TextField
            label="Authorship (what was created)"
            required
            value={authorship}
            onChange={(e) => setAuthorship(e.target.value)}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Year of completion"
              required
              value={year}
              onChange={(e) => setYear(e.target.value)}
              inputMode="numeric"
            />
            <TextField
              label="First publication date"
              type="date"
              value={published}
              onChange={(e) => setPublished(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              helperText="Leave empty if unpublished"
            />
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
          {ok && (
            <Alert severity="success">
              Filing saved. File it with the Copyright Office and record the status here.
            </Alert>
          )}
          <Button type="submit" variant="contained" disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
            Save the filing
          </Button>
        </Stack>
      </Paper>
      <Typography component="h2" variant="h6">
        Your filings
      </Typography>
      {(filings.items ?? []).map((f) => (
        <FilingRow key={f.id} f={f} />
      ))}
      {filings.items?.length ? (
        <LoadMore shown={filings.items.length} {...filings} />
      ) : (
        <Typography color="text.secondary">No filings yet.</Typography>
      )}
    </Stack>
  );
}
