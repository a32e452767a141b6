'use client';
// /google-api-monitoring: every external integration with its calls, error rate and latency over 24 h,
// its last error and quota headers, and a "Test now" probe.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { TableHeadRow } from '@/components/ui/table-head-row';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { formatTime } from '@/lib/platform/format';

type ProbeResult = ApiAnswer<'/api/ops/integrations/[name]/probe', 'POST'>;

const STATE = {
  ok: { label: 'Working', color: 'success' },
  failing: { label: 'Failing', color: 'error' },
  unknown: { label: 'No calls yet', color: 'default' },
  not_configured: { label: 'Not configured', color: 'default' },
} as const;

export function IntegrationsMonitor() {
  const qc = useQueryClient();
  const [probes, setProbes] = useState<Record<string, ProbeResult | { error: string } | 'running'>>({});
  const { data, error, isLoading } = useApi('/api/ops/integrations', {}, { refetchInterval: 30_000, staleTime: 0 });

  async function testNow(name: string) {
    setProbes((p) => ({ ...p, [name]: 'running' }));
    try {
      const r = await api.post('/api/ops/integrations/[name]/probe', undefined, { params: { name } });
      setProbes((p) => ({ ...p, [name]: r }));
      await qc.invalidateQueries({ queryKey: apiKey('/api/ops/integrations') });
    } catch (err) {
      setProbes((p) => ({ ...p, [name]: { error: errorText(err) } }));
    }
  }

  if (isLoading) return <LoadingModule />;
  if (error || !data) return <Alert severity="error">{errorText(error)}</Alert>;
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
        {data.integrations.map((i) => {
          const s = STATE[i.state];
          const p = probes[i.integration];
          return (
            <Paper
              key={i.integration}
              variant="outlined"
              sx={{ p: 2, minWidth: 0 }}
              data-testid={`integration-${i.integration}`}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
                  {i.label}
                </Typography>
                <Chip size="small" color={s.color} label={s.label} />
              </Stack>
              {i.configured ? (
                <>
                  <Typography variant="body2">
                    {i.calls24h} calls in 24 h · {i.errorRate == null ? 'no errors' : `${i.errorRate}% errors`}
                    {i.avgLatencyMs != null && ` · ${i.avgLatencyMs} ms on average`}
                  </Typography>
                  {i.lastError && (
                    <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                      Last error: {i.lastError}
                    </Typography>
                  )}
                  {i.quota && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      Quota:{' '}
                      {Object.entries(i.quota)
                        .map(([k, v]) => `${k} ${v}`)
                        .join(', ')}
                    </Typography>
                  )}
                  <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => testNow(i.integration)}
                      disabled={p === 'running'}
                    >
                      {p === 'running' ? 'Testing…' : 'Test now'}
                    </Button>
                    {p && p !== 'running' && (
                      <Typography variant="body2" role="status" sx={{ overflowWrap: 'anywhere' }}>
                        {'error' in p
                          ? p.error
                          : `${p.state === 'ok' ? 'Works' : 'Fails'}: ${p.message}${p.latencyMs != null ? ` (${p.latencyMs} ms)` : ''}`}
                      </Typography>
                    )}
                  </Stack>
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  Not set up on this platform, so nothing is called.
                </Typography>
              )}
            </Paper>
          );
        })}
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Latest calls
        </Typography>
        <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
          <Table size="small" aria-label="Latest calls">
            <TableHeadRow
              columns={['Time', 'Integration', 'Operation', 'Status', { label: 'Latency', align: 'right' }, 'Error']}
            />
            <TableBody>
              {data.recent.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{formatTime(c.createdAt)}</TableCell>
                  <TableCell>{c.integration}</TableCell>
                  <TableCell>{c.operation}</TableCell>
                  <TableCell>
                    {c.ok ? 'OK' : 'Failed'}
                    {c.status ? ` (${c.status})` : ''}
                  </TableCell>
                  <TableCell align="right">{c.latencyMs} ms</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{c.error}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        {data.recent.length === 0 && <Typography variant="body2">No outbound call has been made yet.</Typography>}
      </Paper>
    </Stack>
  );
}
