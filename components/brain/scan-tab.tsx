'use client';
// Scan: Deep Scan (replace) and Refresh, version and time, error box, the summary tiles and the
// report lists (each capped at 300 with '+N more'). Polls while the scan job runs.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApi, type ApiAnswer } from '@/lib/api-client';
import { BRAIN, invalidate, messageOf } from './brain-client';
import { formatDateTime } from '@/lib/platform/format';

/** A list the scan stores capped, with how many more it found. */
interface Capped {
  items: string[];
  total: number;
  more: number;
}
/** The latest scan; its figures (`tiles`, `lists`) are the stored JSON result the service passes through. */
type ScanView = NonNullable<ApiAnswer<'/api/brain/scan/deep'>['scan']> & {
  tiles?: Record<string, number>;
  lists?: Record<string, Capped>;
};

const TILES = [
  ['totalFiles', 'Total files'],
  ['codeFiles', 'Code files'],
  ['unusedFiles', 'Unused files'],
  ['unusedDeps', 'Unused deps'],
  ['missingDeps', 'Missing deps'],
  ['missingEnv', 'Missing env'],
  ['circularDeps', 'Circular deps'],
  ['unusedExports', 'Unused exports'],
] as const;

const LISTS = [
  ['unusedFiles', 'Unused files'],
  ['missingDeps', 'Missing dependencies'],
  ['missingEnv', 'Missing env vars'],
  ['circularDeps', 'Circular dependencies'],
] as const;

export function ScanTab() {
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [cleared, setCleared] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const { data } = useApi(
    '/api/brain/scan/deep',
    {},
    {
      staleTime: 0,
      refetchInterval: (q) =>
        q.state.data?.scan && ['queued', 'running'].includes(q.state.data.scan.status) ? 1000 : false,
    },
  );
  const scan: ScanView | null = cleared ? null : (data?.scan ?? null);
  const running = !!scan && (scan.status === 'queued' || scan.status === 'running');

  const shownError = error ?? (scan?.status === 'failed' ? scan.error || 'Scan failed' : null);

  useEffect(() => {
    if (scan?.status === 'done') void invalidate(qc, BRAIN.codeSuggestions, BRAIN.suggestions);
  }, [scan?.status, qc]);

  const start = async () => {
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    setError(null);
    setCleared(false);
    setStarting(true);
    try {
      // A plain fetch (to the route map's URL): a new start aborts the one before, which the typed client cannot.
      const res = await fetch(BRAIN.scan, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ns: 'admins', replace: true }),
        credentials: 'include',
        signal: ctrl.signal,
      });
      if (!res.ok) {
        const text = await res.text();
        setError(messageOf(new Error(`${res.status}: ${text}`), 'Scan failed'));
      }
      await invalidate(qc, BRAIN.scan);
    } catch (err) {
      if ((err as Error).name !== 'AbortError') setError(messageOf(err, 'Scan failed'));
    } finally {
      if (abort.current === ctrl) setStarting(false);
    }
  };

  const refresh = async () => {
    setCleared(true);
    setError(null);
    await invalidate(qc, BRAIN.scan);
    setCleared(false);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button variant="contained" onClick={() => void start()} disabled={starting || running}>
          Deep Scan (replace)
        </Button>
        <Button variant="outlined" onClick={() => void refresh()}>
          Refresh
        </Button>
        {scan && (
          <Typography color="text.secondary">
            Version {scan.version} · updated {formatDateTime(scan.updatedAt)}
          </Typography>
        )}
      </Stack>
      {shownError && (
        <Alert severity="error" role="alert">
          {shownError}
        </Alert>
      )}
      {running && (
        <Box>
          <Typography variant="body2">
            {scan.phase} ({scan.progress}%)
          </Typography>
          <LinearProgress variant="determinate" value={scan.progress} aria-label="Scan progress" />
        </Box>
      )}
      {!scan && !running && (
        <Typography color="text.secondary">No scan yet. Run a Deep Scan to analyse the code.</Typography>
      )}
      {scan?.tiles && (
        <Grid container spacing={1.5}>
          {TILES.map(([key, label]) => (
            <Grid key={key} size={{ xs: 6, md: 3 }}>
              <Card variant="outlined" data-testid={`tile-${key}`}>
                <CardContent>
                  <Typography color="text.secondary" variant="body2">
                    {label}
                  </Typography>
                  <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
                    {scan.tiles![key] ?? 0}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      {scan?.lists &&
        LISTS.map(([key, label]) => {
          const list = scan.lists![key];
          if (!list) return null;
          return (
            <Box key={key}>
              <Typography variant="h6" component="h3">
                {label} ({list.total})
              </Typography>
              {list.total === 0 ? (
                <Typography color="text.secondary">None found</Typography>
              ) : (
                <Box
                  component="ul"
                  sx={{ m: 0, maxHeight: 240, overflowY: 'auto', fontFamily: 'monospace', fontSize: 13 }}
                  tabIndex={0}
                >
                  {list.items.map((i) => (
                    <li key={i}>{i}</li>
                  ))}
                </Box>
              )}
              {list.more > 0 && <Typography color="text.secondary">+{list.more} more</Typography>}
            </Box>
          );
        })}
    </Stack>
  );
}
