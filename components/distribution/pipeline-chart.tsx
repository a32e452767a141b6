'use client';
// /distribution-flow: the pipeline as steps with live counts (refreshed every 5 s) and a bar chart.
import { BarChart } from '@mui/x-charts/BarChart';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText, useApi } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { COMPACT_Y_AXIS } from '@/components/ui/chart-axes';

const STEPS = ['draft', 'uploaded', 'under_review', 'approved', 'distributed'];

export function PipelineChart() {
  const { data, error, isLoading } = useApi('/api/distribution/overview', {}, { refetchInterval: 5000, staleTime: 0 });
  if (isLoading) return <LoadingModule />;
  if (error || !data) return <Alert severity="error">{errorText(error)}</Alert>;
  const count = (s: string) => data.releases.find((r) => r.status === s)?.count ?? 0;
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: 'stretch' }}
        aria-label="Pipeline steps"
      >
        {STEPS.map((s, i) => (
          <Stack key={s} direction="row" spacing={1} sx={{ alignItems: 'center', flex: 1 }}>
            <Paper variant="outlined" sx={{ p: 2, flex: 1, textAlign: 'center' }}>
              <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
                {count(s)}
              </Typography>
              <Typography variant="body2">{data.releases.find((r) => r.status === s)?.label}</Typography>
            </Paper>
            {i < STEPS.length - 1 && <Typography aria-hidden>→</Typography>}
          </Stack>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {data.scheduled} scheduled (acknowledged by the stores, release date ahead). Off the main path:{' '}
        {count('rejected')} rejected, {count('delivery_failed')} with failed deliveries, {count('taken_down')} taken
        down. {data.stores.enabled} of {data.stores.total} stores enabled; the simulator has received{' '}
        {data.simulatorMessages} messages.
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6">
          Store deliveries by state
        </Typography>
        <BarChart
          yAxis={COMPACT_Y_AXIS}
          height={260}
          xAxis={[{ scaleType: 'band', data: data.deliveries.map((d) => d.status) }]}
          series={[{ data: data.deliveries.map((d) => d.count), label: 'Deliveries' }]}
        />
      </Paper>
    </Stack>
  );
}
