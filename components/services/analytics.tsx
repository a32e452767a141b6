'use client';
// /analytics-dashboard: streams, revenue, releases and orders per month, by brand.
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useApi } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { COMPACT_Y_AXIS } from '@/components/ui/chart-axes';

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper tabIndex={0} variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function PlatformAnalyticsView() {
  const q = useApi('/api/services/analytics');
  if (q.isLoading) return <LoadingModule />;
  if (q.error || !q.data) return <Alert severity="error">The figures could not be loaded.</Alert>;
  const d = q.data;
  const x = [{ scaleType: 'band' as const, data: d.labels }];
  const byBrand = (m: Record<string, number[]>, scale = 1) =>
    d.brands.map((b) => ({ label: b, data: m[b].map((v) => v / scale), stack: 'brand' }));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card title="Streams and downloads (imported statements)">
          <LineChart yAxis={COMPACT_Y_AXIS} height={260} xAxis={x} series={[{ label: 'Units', data: d.streams }]} />
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card title="Royalties received (USD)">
          <LineChart
            yAxis={COMPACT_Y_AXIS}
            height={260}
            xAxis={x}
            series={[{ label: 'USD', data: d.royaltiesCents.map((c) => c / 100) }]}
          />
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card title="Service orders by brand">
          {d.brands.length ? (
            <BarChart yAxis={COMPACT_Y_AXIS} height={260} xAxis={x} series={byBrand(d.ordersByBrand)} />
          ) : (
            <Typography>No orders yet.</Typography>
          )}
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card title="Service revenue by brand (USD)">
          {d.brands.length ? (
            <BarChart yAxis={COMPACT_Y_AXIS} height={260} xAxis={x} series={byBrand(d.revenueByBrand, 100)} />
          ) : (
            <Typography>No revenue yet.</Typography>
          )}
        </Card>
      </Grid>
      <Grid size={{ xs: 12 }}>
        <Card title="New releases by brand">
          {d.brands.length ? (
            <BarChart yAxis={COMPACT_Y_AXIS} height={260} xAxis={x} series={byBrand(d.releasesByBrand)} />
          ) : (
            <Typography>No releases yet.</Typography>
          )}
        </Card>
      </Grid>
    </Grid>
  );
}
