'use client';
// One statement import as it runs and when it is done: the progress bar, then the summary (rows matched,
// unmatched and skipped with their reasons, totals by store and month) and the skipped rows themselves.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api, apiKey, apiUrl, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import { SimpleTable } from './shared';
import { formatMoney, formatCount } from '@/lib/platform/format';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { AcceptedDiscrepancy, HeldStatement } from './accept-held';

type SkippedRows = ApiAnswer<'/api/royalties/statements/[id]/skipped'>;

/** The skipped rows kept with their content, a page at a time; the label says when more were skipped than kept. */
function SkippedRowsTable({ id }: { id: string }) {
  const list = usePagedList<SkippedRows['items'][number], SkippedRows>(
    apiUrl('/api/royalties/statements/[id]/skipped', { params: { id } }),
  );
  const { items, total, first } = list;
  if (!items || !first) return null;
  return (
    <>
      <SimpleTable
        label={`Skipped rows${first.skippedRows > total ? ` (the first ${total} of ${first.skippedRows} are kept)` : ''}`}
        head={['Row', 'Reason', 'Content']}
        rows={items.map((r) => [String(r.rowNumber), r.reason, r.content])}
      />
      <LoadMore shown={items.length} {...list} />
    </>
  );
}

export function ImportStatus({ id, onGone }: { id: string; onGone?: () => void }) {
  const layouts = useApi('/api/royalties/layouts');
  const layoutName = (l: string) =>
    l.startsWith('mapping:')
      ? `the saved mapping "${l.slice(8)}"`
      : (layouts.data?.presets.find((p) => p.id === l)?.name ?? l);
  const qc = useQueryClient();
  const [actionErr, setActionErr] = useState('');
  const { data, error, refetch } = useApi(
    '/api/royalties/statements/[id]',
    { params: { id } },
    {
      staleTime: 0,
      refetchInterval: (q) => {
        const s = q.state.data?.status;
        if (s === 'completed' || s === 'failed' || s === 'held') {
          void qc.invalidateQueries({ queryKey: apiKey('/api/royalties/statements') });
          return false;
        }
        return 1000;
      },
    },
  );
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (!data) return <LinearProgress aria-label="Loading import status" />;
  const s = data.summary;
  const act = async (method: 'POST' | 'DELETE') => {
    setActionErr('');
    try {
      if (method === 'POST') await api.post('/api/royalties/statements/[id]/retry', undefined, { params: { id } });
      else await api.delete('/api/royalties/statements/[id]', { params: { id } });
      await qc.invalidateQueries({ queryKey: apiKey('/api/royalties/statements') });
      if (method === 'POST') await refetch();
      else onGone?.();
    } catch (e) {
      setActionErr(errorText(e));
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite">
      <Typography component="h2" variant="h6">
        {data.originalName}:{' '}
        {data.status === 'completed'
          ? 'imported'
          : data.status === 'failed'
            ? 'failed'
            : data.status === 'held'
              ? 'held for review'
              : data.status === 'queued'
                ? 'waiting to start'
                : 'importing'}
      </Typography>
      {data.status !== 'failed' && data.status !== 'held' && (
        <Box sx={{ my: 1 }}>
          <Typography variant="body2" id="import-progress-label">
            Import progress: {data.progress}% ({formatCount(data.rowsRead)} rows read)
          </Typography>
          <LinearProgress variant="determinate" value={data.progress} aria-labelledby="import-progress-label" />
        </Box>
      )}
      {data.status === 'held' && (
        <>
          <HeldStatement
            id={id}
            discrepancy={data.discrepancy}
            onAccepted={async () => {
              await qc.invalidateQueries({ queryKey: apiKey('/api/royalties/statements') });
              await refetch();
            }}
            onDelete={() => act('DELETE')}
          />
          {actionErr && <Alert severity="error">{actionErr}</Alert>}
        </>
      )}
      {data.status === 'completed' && <AcceptedDiscrepancy discrepancy={data.discrepancy} accepted={data.accepted} />}
      {data.status === 'failed' && (
        <Stack spacing={1}>
          <Alert severity="error">{data.error}</Alert>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => act('POST')}>
              Run again
            </Button>
            <Button variant="outlined" color="error" onClick={() => act('DELETE')}>
              Delete this import
            </Button>
          </Stack>
          {actionErr && <Alert severity="error">{actionErr}</Alert>}
        </Stack>
      )}
      {s && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <Typography>
            Read as {layoutName(data.layout)}. {formatCount(s.rows)} {s.rows === 1 ? 'row' : 'rows'} read:{' '}
            {formatCount(s.matched)} matched, {formatCount(s.unmatched)} unmatched, {formatCount(s.skipped)} skipped.
            Revenue read {formatMoney(s.readUsdCents ?? s.totalUsdCents)}: matched {formatMoney(s.matchedUsdCents)},
            unmatched {formatMoney(s.unmatchedUsdCents)} (in the review queue), refused{' '}
            {formatMoney(s.refusedUsdCents ?? 0)} (rows skipped by rule, such as payouts);{' '}
            {formatMoney(s.allocatedCents)} allocated to {s.contributors} contributor
            {s.contributors === 1 ? '' : 's'}.
          </Typography>
          <Box>
            <Button variant="outlined" size="small" href={`/api/royalties/statements/${id}/file`} download>
              Download the statement file
            </Button>
          </Box>
          {s.unmatched > 0 && (
            <Alert severity="warning">
              {formatCount(s.unmatched)} {s.unmatched === 1 ? 'row' : 'rows'} matched no track or release. Match them by
              hand in the review queue.
            </Alert>
          )}
          {s.skipped > 0 && (
            <>
              <SimpleTable
                label="Why rows were skipped"
                head={['Reason', 'Rows']}
                rows={Object.entries(s.skippedReasons ?? {}).map(([k, v]) => [k, formatCount(v)])}
              />
              <SkippedRowsTable id={id} />
            </>
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
