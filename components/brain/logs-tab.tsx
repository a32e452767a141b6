'use client';
// Logs: the agent communication timeline grouped by trace id (first 8 characters), every 5 s.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApi, type ApiAnswer } from '@/lib/api-client';
import { messageOf } from './brain-client';
import { formatTime } from '@/lib/platform/format';

type Log = ApiAnswer<'/api/brain/agent/logs'>['logs'][number];

export function LogsTab() {
  const { data, error } = useApi(
    '/api/brain/agent/logs',
    { query: { ns: 'admins', limit: 100 } },
    { refetchInterval: 5000, staleTime: 0 },
  );
  const groups = new Map<string, Log[]>();
  for (const l of data?.logs ?? []) groups.set(l.traceId, [...(groups.get(l.traceId) ?? []), l]);
  return (
    <Stack spacing={1.5}>
      {error && <Alert severity="error">{messageOf(error, 'Failed to fetch logs')}</Alert>}
      {data && groups.size === 0 && <Typography color="text.secondary">No agent activity yet</Typography>}
      {[...groups].map(([traceId, logs]) => (
        <Paper key={traceId} variant="outlined" sx={{ p: 1.5 }} data-testid="trace">
          <Typography variant="subtitle2" sx={{ fontFamily: 'monospace' }}>
            trace {traceId.slice(0, 8)}
          </Typography>
          {[...logs].reverse().map((l) => (
            <Box key={l.id} sx={{ pl: 1, borderLeft: 2, borderColor: l.ok ? 'divider' : 'error.main', mt: 1 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <Chip size="small" label={l.event} color={l.ok ? 'default' : 'error'} />
                <Typography variant="body2">{l.agentId}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatTime(l.createdAt)}
                </Typography>
                {l.meta?.protocol && (
                  <Chip size="small" variant="outlined" label={`${l.meta.protocol.name}: ${l.meta.protocol.count}`} />
                )}
              </Stack>
              {l.meta?.q && <Typography variant="body2">Q: {l.meta.q}</Typography>}
              {l.meta?.a && (
                <Typography variant="body2" color="text.secondary">
                  A: {l.meta.a}
                </Typography>
              )}
            </Box>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
