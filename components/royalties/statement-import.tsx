'use client';
// Admin statement import: the form (file, store, period, currency, rate, mapping), upload progress,
// then the job's progress bar and summary (polled), and the recent imports.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorText } from '@/lib/api-client';
import { uploadWithProgress, type UploadProgress } from '@/lib/upload-client';
import { UploadProgressBar } from '../ui/upload-progress';
import { SimpleTable } from './shared';
import { formatMoney, formatCount } from '@/lib/format';

interface Summary {
  rows: number;
  matched: number;
  unmatched: number;
  skipped: number;
  totalUsdCents: number;
  matchedUsdCents: number;
  unmatchedUsdCents: number;
  allocatedCents: number;
  byStore: Record<string, number>;
  byMonth: Record<string, number>;
  contributors: number;
}

export interface StatementView {
  id: string;
  store: string;
  period: string;
  currency: string;
  originalName: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  progress: number;
  rowsRead: number;
  matchedRows: number;
  unmatchedRows: number;
  totalUsdCents: number;
  summary: Summary | null;
  error: string | null;
  createdAt: string;
}

function ImportStatus({ id }: { id: string }) {
  const qc = useQueryClient();
  const { data, error } = useQuery<StatementView>({
    queryKey: [`/api/royalties/statements/${id}`],
    staleTime: 0,
    refetchInterval: (q) => {
      const s = q.state.data?.status;
      if (s === 'completed' || s === 'failed') {
        void qc.invalidateQueries({ queryKey: ['/api/royalties/statements'] });
        return false;
      }
      return 1000;
    },
  });
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (!data) return <LinearProgress aria-label="Loading import status" />;
  const s = data.summary;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite">
      <Typography component="h2" variant="h6">
        {data.originalName}:{' '}
        {data.status === 'completed'
          ? 'imported'
          : data.status === 'failed'
            ? 'failed'
            : data.status === 'queued'
              ? 'waiting to start'
              : 'importing'}
      </Typography>
      {data.status !== 'failed' && (
        <Box sx={{ my: 1 }}>
          <Typography variant="body2" id="import-progress-label">
            Import progress: {data.progress}% ({formatCount(data.rowsRead)} rows read)
          </Typography>
          <LinearProgress variant="determinate" value={data.progress} aria-labelledby="import-progress-label" />
        </Box>
      )}
      {data.status === 'failed' && <Alert severity="error">{data.error}</Alert>}
      {s && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <Typography>
            {formatCount(s.rows)} {s.rows === 1 ? 'row' : 'rows'}: {formatCount(s.matched)} matched,{' '}
            {formatCount(s.unmatched)} unmatched
            {s.skipped ? `, ${formatCount(s.skipped)} non-sales records skipped` : ''}. Total{' '}
            {formatMoney(s.totalUsdCents)} (matched {formatMoney(s.matchedUsdCents)}, unmatched{' '}
            {formatMoney(s.unmatchedUsdCents)}); {formatMoney(s.allocatedCents)} allocated to {s.contributors}{' '}
            contributor{s.contributors === 1 ? '' : 's'}.
          </Typography>
          {s.unmatched > 0 && (
            <Alert severity="warning">
              {formatCount(s.unmatched)} {s.unmatched === 1 ? 'row' : 'rows'} matched no track or release. Match them by
              hand in the review queue.
            </Alert>
          )}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Box sx={{ flex: 1 }}>
              <SimpleTable
                label="Totals per store"
                head={['Store', 'Total']}
                rows={Object.entries(s.byStore).map(([k, v]) => [k, formatMoney(v)])}
              />
            </Box>
            <Box sx={{ flex: 1 }}>
              <SimpleTable
                label="Totals per month"
                head={['Month', 'Total']}
                rows={Object.entries(s.byMonth).map(([k, v]) => [k, formatMoney(v)])}
              />
            </Box>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}

interface Mapping {
  id: string;
  name: string;
  store: string;
}

export function StatementImport() {
  const [file, setFile] = useState<File | null>(null);
  const [store, setStore] = useState('');
  const [period, setPeriod] = useState('');
  const [currency, setCurrency] = useState('USD');
  const [rate, setRate] = useState('1');
  const [mapping, setMapping] = useState('');
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [err, setErr] = useState('');
  const [current, setCurrent] = useState<string | null>(null);
  const mappings = useQuery<{ items: Mapping[] }>({ queryKey: ['/api/royalties/mappings'] });
  const recent = useQuery<{ items: StatementView[] }>({ queryKey: ['/api/royalties/statements'], staleTime: 0 });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return setErr('Choose the statement file.');
    setErr('');
    setBusy(true);
    const form = new FormData();
    form.append('store', store);
    form.append('period', period);
    form.append('currency', currency);
    form.append('exchangeRate', rate);
    form.append('mapping', mapping);
    form.append('file', file);
    try {
      const res = await uploadWithProgress<{ id: string }>('/api/royalties/statements', form, setUpload);
      setCurrent(res.id);
    } catch (error) {
      setErr(errorText(error));
    } finally {
      setBusy(false);
      setUpload(null);
    }
  };

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={submit} aria-label="Import a store statement">
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Import a store statement
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          CSV or TSV, gzip accepted. The default template needs a header row naming isrc, upc, track_title, store,
          country, sale_period (YYYY-MM), units, net_amount and currency, in any order; other layouts use a saved
          mapping.
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <Button variant="outlined" component="label">
            {file ? `File: ${file.name}` : 'Choose statement file'}
            <input
              hidden
              type="file"
              aria-label="Statement file"
              accept=".csv,.tsv,.txt,.gz,text/csv,text/tab-separated-values,application/gzip"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          <TextField
            label="Store"
            required
            value={store}
            onChange={(e) => setStore(e.target.value)}
            helperText="Rows without a store column take this"
          />
          <TextField
            label="Statement period"
            required
            type="month"
            value={period}
            onChange={(e) => setPeriod(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              label="Currency"
              required
              value={currency}
              onChange={(e) => setCurrency(e.target.value.toUpperCase())}
              slotProps={{ htmlInput: { maxLength: 3 } }}
            />
            <TextField
              label="Exchange rate to USD"
              required
              value={rate}
              onChange={(e) => setRate(e.target.value)}
              helperText="USD per 1 unit of the currency"
            />
          </Stack>
          <TextField select label="Column mapping" value={mapping} onChange={(e) => setMapping(e.target.value)}>
            <MenuItem value="">Default template</MenuItem>
            {(mappings.data?.items ?? []).map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {m.name}
                {m.store ? ` (${m.store})` : ''}
              </MenuItem>
            ))}
          </TextField>
          <UploadProgressBar label="Upload" progress={upload} />
          {err && <Alert severity="error">{err}</Alert>}
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Uploading…' : 'Import statement'}
          </Button>
        </Stack>
      </Paper>
      {current && <ImportStatus key={current} id={current} />}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6">
          Recent imports
        </Typography>
        {recent.data && recent.data.items.length === 0 && (
          <Typography color="text.secondary">No statements imported yet.</Typography>
        )}
        {recent.data && recent.data.items.length > 0 && (
          <SimpleTable
            label="Recent imports"
            head={['File', 'Store', 'Period', 'Status', 'Rows', 'Unmatched', 'Total']}
            rows={recent.data.items.map((i) => [
              i.originalName,
              i.store,
              i.period,
              i.status,
              formatCount(i.rowsRead),
              formatCount(i.unmatchedRows),
              formatMoney(i.totalUsdCents),
            ])}
          />
        )}
      </Paper>
    </Stack>
  );
}

export function StatusChip({ status }: { status: string }) {
  const color =
    status === 'completed' || status === 'paid'
      ? 'success'
      : status === 'failed' || status === 'rejected'
        ? 'error'
        : 'default';
  return <Chip size="small" label={status} color={color} />;
}
