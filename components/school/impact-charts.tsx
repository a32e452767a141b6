'use client';
// Impact charts drawn from the figures computed on the server.
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { impactAnalytics } from '@/lib/school/analytics';
import { COMPACT_Y_AXIS } from '@/components/ui/chart-axes';
import { formatMonth } from '@/lib/platform/format';

type Impact = Awaited<ReturnType<typeof impactAnalytics>>;

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function ImpactCharts({ data }: { data: Impact }) {
  const labels = data.months.map((m) => formatMonth(m, 'short'));
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title="Applications and certificates by month">
          <LineChart
            yAxis={COMPACT_Y_AXIS}
            height={280}
            xAxis={[{ scaleType: 'point', data: labels }]}
            series={[
              { data: data.applicationsByMonth, label: 'Applications' },
              { data: data.certificatesByMonth, label: 'Certificates' },
            ]}
          />
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title="Applications by status">
          <PieChart
            height={280}
            series={[
              {
                data: [
                  { id: 0, value: data.byStatus.pending, label: 'Pending' },
                  { id: 1, value: data.byStatus.under_review, label: 'Under review' },
                  { id: 2, value: data.byStatus.accepted, label: 'Accepted' },
                  { id: 3, value: data.byStatus.rejected, label: 'Rejected' },
                ],
              },
            ]}
          />
        </Panel>
      </Grid>
      <Grid size={12}>
        <Panel title="Applications by program">
          <BarChart
            yAxis={COMPACT_Y_AXIS}
            height={260}
            xAxis={[{ scaleType: 'band', data: data.byProgram.map((p) => p.name) }]}
            series={[{ data: data.byProgram.map((p) => p.applications), label: 'Applications' }]}
          />
        </Panel>
      </Grid>
    </Grid>
  );
}
