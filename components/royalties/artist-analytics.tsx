'use client';
// Units (streams and downloads) of the artist's releases from imported statements, with filters and CSV.
import { useState } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorText, useApi } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { FilterBar, SimpleTable, downloadCsv, type Filters } from './shared';
import { formatCount } from '@/lib/platform/format';
import { COMPACT_Y_AXIS } from '@/components/ui/chart-axes';

export function ArtistAnalytics() {
  const [filters, setFilters] = useState<Filters>({ from: '', to: '', store: '' });
  const { data, isLoading, error } = useApi('/api/royalties/analytics', { query: filters });
  const stores = data?.byStore.map((s) => s.store);
  return (
    <>
      <FilterBar value={filters} onChange={setFilters} stores={filters.store ? [filters.store] : stores}>
        <Button
          variant="outlined"
          disabled={!data?.totalUnits}
          onClick={() =>
            data &&
            downloadCsv(
              'artist-analytics.csv',
              ['month', 'units'],
              data.byMonth.map((m) => [m.period, m.units]),
            )
          }
        >
          Export CSV
        </Button>
      </FilterBar>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {isLoading && <LoadingModule />}
      {data && data.totalUnits === 0 && (
        <Alert severity="info">No streams or sales reported for these filters yet.</Alert>
      )}
      {data && data.totalUnits > 0 && (
        <Grid container spacing={2}>
          <Grid size={12}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography component="h2" variant="h6">
                {formatCount(data.totalUnits)} streams and sales by month
              </Typography>
              <LineChart
                yAxis={COMPACT_Y_AXIS}
                height={260}
                xAxis={[{ scaleType: 'point', data: data.byMonth.map((m) => m.period) }]}
                series={[{ data: data.byMonth.map((m) => m.units), label: 'Units', area: true }]}
              />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography component="h2" variant="h6">
                By store
              </Typography>
              <BarChart
                yAxis={COMPACT_Y_AXIS}
                height={240}
                xAxis={[{ scaleType: 'band', data: data.byStore.map((s) => s.store) }]}
                series={[{ data: data.byStore.map((s) => s.units), label: 'Units' }]}
              />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography component="h2" variant="h6">
                Top tracks
              </Typography>
              <SimpleTable
                label="Units by track"
                head={['Track', 'Units']}
                rows={data.byTrack.map((t) => [t.title, formatCount(t.units)])}
              />
            </Paper>
          </Grid>
          <Grid size={12}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography component="h2" variant="h6">
                By country
              </Typography>
              <SimpleTable
                label="Units by country"
                head={['Country', 'Units']}
                rows={data.byCountry.map((c) => [c.country, formatCount(c.units)])}
              />
            </Paper>
          </Grid>
        </Grid>
      )}
    </>
  );
}
