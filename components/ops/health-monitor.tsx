'use client';
// /system-health-monitor: the latest result of each check (refreshed every 30 s), open incidents,
// charts over 24 h / 7 d, and "Run checks now".
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LineChart } from '@mui/x-charts/LineChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, useApi } from '@/lib/api-client';
import type { HealthOverview } from '@/lib/ops/health/service';
import { LoadingModule } from '../ui/loading-module';
import { COMPACT_Y_AXIS } from '@/components/ui/chart-axes';
import { formatBytes, formatDateTime, formatTime } from '@/lib/platform/format';
import type { Json } from '@/lib/platform/json-types';

type Check = Json<HealthOverview>['checks'][number];

function Details({ c }: { c: Check }) {
  const m = c.metrics as Record<string, unknown>;
  if (c.check === 'database')
    return (
      <Typography variant="body2">
        {m.latencyMs as number} ms · {m.connections == null ? '—' : `${m.connections} connections`} ·{' '}
        {m.sizeBytes ? formatBytes(m.sizeBytes as number) : '—'}
      </Typography>
    );
  if (c.check === 'storage' && typeof m.usedBytes === 'number')
    return (
      <Typography variant="body2">
        {formatBytes(m.usedBytes)} in {m.files as number} files
      </Typography>
    );
  if (c.check === 'queues' && Array.isArray(m.queues))
    return (
      <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
        <Table size="small" aria-label="Job queues">
          <TableHead>
            <TableRow>
              <TableCell>Queue</TableCell>
              <TableCell align="right">Waiting</TableCell>
              <TableCell align="right">Failed 24 h</TableCell>
              <TableCell align="right">Oldest waiting</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(
              m.queues as { name: string; waiting: number; failed24h: number; oldestWaitingSeconds: number | null }[]
            ).map((q) => (
              <TableRow key={q.name}>
                <TableCell>{q.name}</TableCell>
                <TableCell align="right">{q.waiting}</TableCell>
                <TableCell align="right">{q.failed24h}</TableCell>
                <TableCell align="right">
                  {q.oldestWaitingSeconds == null ? '—' : `${q.oldestWaitingSeconds} s`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );
  if (c.check === 'deliveries' && Array.isArray(m.stores) && m.stores.length > 0)
    return (
      <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
        <Table size="small" aria-label="Deliveries per store">
          <TableHead>
            <TableRow>
              <TableCell>Store</TableCell>
              <TableCell align="right">Acknowledged</TableCell>
              <TableCell align="right">Rejected</TableCell>
              <TableCell align="right">Failed</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(m.stores as { store: string; acknowledged: number; rejected: number; failed: number }[]).map((s) => (
              <TableRow key={s.store}>
                <TableCell>{s.store}</TableCell>
                <TableCell align="right">{s.acknowledged}</TableCell>
                <TableCell align="right">{s.rejected}</TableCell>
                <TableCell align="right">{s.failed}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );
  return null;
}

export function HealthMonitor() {
  const qc = useQueryClient();
  const [range, setRange] = useState<'24h' | '7d'>('24h');
  const [running, setRunning] = useState(false);
  const [runError, setRunError] = useState('');
  const overview = useApi('/api/ops/health', {}, { refetchInterval: 30_000, staleTime: 0 });
  const history = useApi('/api/ops/health/history', { query: { range } }, { refetchInterval: 60_000, staleTime: 0 });

  async function runNow() {
    setRunning(true);
    setRunError('');
    try {
      await api.post('/api/ops/health', undefined);
      await qc.invalidateQueries({ queryKey: apiKey('/api/ops/health') });
      await qc.invalidateQueries({ queryKey: apiKey('/api/ops/health/history', { query: { range } }) });
    } catch (err) {
      setRunError(errorText(err));
    } finally {
      setRunning(false);
    }
  }

  if (overview.isLoading) return <LoadingModule />;
  if (overview.error || !overview.data) return <Alert severity="error">{errorText(overview.error)}</Alert>;
  const data = overview.data;
  const points = history.data?.points ?? [];
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Alert severity={data.healthy ? 'success' : 'error'} sx={{ flex: 1 }} data-testid="health-status">
          {data.healthy ? 'All checks pass.' : 'Some checks are failing.'}
        </Alert>
        <Button variant="contained" onClick={runNow} disabled={running}>
          {running ? 'Checking…' : 'Run checks now'}
        </Button>
      </Stack>
      {runError && <Alert severity="error">{runError}</Alert>}

      {data.openIncidents.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2">
            Open incidents
          </Typography>
          {data.openIncidents.map((i) => (
            <Typography key={i.id} variant="body2">
              {i.label}: {i.message} (since {formatDateTime(i.openedAt)})
            </Typography>
          ))}
        </Paper>
      )}

      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        aria-label="Health checks"
        component="section"
      >
        {data.checks.map((c) => (
          <Paper key={c.check} variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={`check-${c.check}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
                {c.label}
              </Typography>
              <Chip
                size="small"
                color={c.state === 'ok' ? 'success' : c.state === 'failing' ? 'error' : 'default'}
                label={c.state === 'ok' ? 'Healthy' : c.state === 'failing' ? 'Failing' : 'Not checked yet'}
              />
            </Stack>
            <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {c.message}
            </Typography>
            <Details c={c} />
            {c.at && (
              <Typography variant="caption" color="text.secondary">
                Checked {formatTime(c.at)}
              </Typography>
            )}
          </Paper>
        ))}
      </Box>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            History
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={range}
            onChange={(_e, v) => v && setRange(v)}
            aria-label="Chart range"
          >
            <ToggleButton value="24h">24 h</ToggleButton>
            <ToggleButton value="7d">7 days</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {points.length > 0 && (
          <Box sx={{ width: '100%', overflowX: 'auto' }} tabIndex={0}>
            <LineChart
              yAxis={COMPACT_Y_AXIS}
              height={260}
              xAxis={[
                {
                  scaleType: 'point',
                  data: points.map((p) =>
                    range === '24h' ? p.at.slice(11, 16) : `${p.at.slice(5, 10)} ${p.at.slice(11, 13)}h`,
                  ),
                },
              ]}
              series={[
                { data: points.map((p) => p.failedChecks), label: 'Failed checks', color: '#d32f2f' },
                { data: points.map((p) => p.dbLatencyMs), label: 'Database latency (ms)' },
                { data: points.map((p) => p.queueDepth), label: 'Jobs waiting' },
              ]}
            />
          </Box>
        )}
      </Paper>

      {data.recentIncidents.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }} tabIndex={0}>
          <Typography variant="h6" component="h2">
            Incidents
          </Typography>
          <Table size="small" aria-label="Incidents">
            <TableHead>
              <TableRow>
                <TableCell>Check</TableCell>
                <TableCell>Opened</TableCell>
                <TableCell>Resolved</TableCell>
                <TableCell>Message</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.recentIncidents.map((i) => (
                <TableRow key={i.id}>
                  <TableCell>{i.label}</TableCell>
                  <TableCell>{formatDateTime(i.openedAt)}</TableCell>
                  <TableCell>{i.resolvedAt ? formatDateTime(i.resolvedAt) : 'Open'}</TableCell>
                  <TableCell>{i.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
