'use client';
// The artist's earnings with filters and charts: by month, store, track and country, CSV export.
// `focus` picks which breakdown leads (the /earnings and /store-earnings pages).
import { useState } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorText, useApi } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { FilterBar, SimpleTable, filterQuery, type Filters } from './shared';
import { StatTile } from '@/components/ui/stat-tile';
import { EARNINGS_DATES_NOTE, FIGURE_HINT, salePeriodText } from '@/lib/royalties/figure-hints';
import { formatDate, formatIsrc, formatMoney } from '@/lib/platform/format';
import { COMPACT_Y_AXIS } from '@/components/ui/chart-axes';

export function EarningsSummaryCards() {
  const { data, error } = useApi('/api/earnings');
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (!data) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 3 }}>
      <StatTile label="Total Earned" value={formatMoney(data.totalEarnedCents)} hint={FIGURE_HINT.net} />
      <StatTile label="This Month" value={formatMoney(data.thisMonthCents)} hint={FIGURE_HINT.thisMonth} />
      <StatTile label="Pending" value={formatMoney(data.pendingPayoutsCents)} hint="payouts requested, not yet paid" />
      <StatTile label="Available" value={formatMoney(data.availableBalanceCents)} hint="balance you can withdraw" />
    </Stack>
  );
}

export function RecentEarnings() {
  const { data } = useApi('/api/earnings');
  if (!data) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6">
        Recent Earnings
      </Typography>
      {data.recentPayouts.length === 0 ? (
        <Typography color="text.secondary">
          No earnings yet. They appear when a store statement that includes your tracks is imported.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="earnings-dates-note">
            {EARNINGS_DATES_NOTE}
          </Typography>
          <SimpleTable
            label="Recent earnings"
            head={['Source', 'Track', 'Sale period', 'Imported', 'Net']}
            rows={data.recentPayouts.map((r) => [
              r.source,
              r.track,
              salePeriodText(r.salePeriod),
              formatDate(r.importedAt),
              formatMoney(r.amountCents),
            ])}
          />
        </>
      )}
    </Paper>
  );
}

export function EarningsView({ focus }: { focus: 'overview' | 'stores' }) {
  const [filters, setFilters] = useState<Filters>({ from: '', to: '', store: '' });
  const q = filterQuery(filters);
  const { data, isLoading, error } = useApi('/api/royalties/earnings', { query: filters });
  return (
    <>
      <FilterBar value={filters} onChange={setFilters} stores={data?.stores}>
        <Button variant="outlined" href={`/api/royalties/earnings/export${q}`} download>
          Export CSV
        </Button>
      </FilterBar>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {isLoading && <LoadingModule />}
      {data && data.totalCents === 0 && <Alert severity="info">No earnings for these filters yet.</Alert>}
      {data && data.totalCents !== 0 && (
        <Grid container spacing={2}>
          <Grid size={12}>
            <Typography variant="h6" component="p">
              Net total for the selection: <strong>{formatMoney(data.totalCents)}</strong>
            </Typography>
          </Grid>
          {focus === 'stores' ? (
            <>
              <Grid size={{ xs: 12, md: 6 }}>
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <Typography component="h2" variant="h6">
                    By store
                  </Typography>
                  <PieChart
                    height={260}
                    series={[
                      {
                        data: data.byStore.map((s, i) => ({ id: i, value: s.cents / 100, label: s.store })),
                        valueFormatter: (v) => formatMoney(Math.round(v.value * 100)),
                      },
                    ]}
                  />
                </Paper>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <SimpleTable
                    label="Earnings by store"
                    head={['Store', 'Net']}
                    rows={data.byStore.map((s) => [s.store, formatMoney(s.cents)])}
                  />
                </Paper>
              </Grid>
            </>
          ) : (
            <Grid size={12}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography component="h2" variant="h6">
                  By sale month
                </Typography>
                <BarChart
                  yAxis={COMPACT_Y_AXIS}
                  height={260}
                  xAxis={[{ scaleType: 'band', data: data.byMonth.map((m) => m.period) }]}
                  series={[
                    {
                      data: data.byMonth.map((m) => m.cents / 100),
                      label: 'USD',
                      valueFormatter: (v) => formatMoney(Math.round((v ?? 0) * 100)),
                    },
                  ]}
                />
              </Paper>
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography component="h2" variant="h6">
                By track
              </Typography>
              <SimpleTable
                label="Earnings by track"
                head={['Track', 'ISRC', 'Net']}
                rows={data.byTrack.map((t) => [t.title, t.isrc ? formatIsrc(t.isrc) : '', formatMoney(t.cents)])}
              />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography component="h2" variant="h6">
                By country
              </Typography>
              <BarChart
                height={240}
                layout="horizontal"
                yAxis={[{ scaleType: 'band', data: data.byCountry.map((c) => c.country), width: 50 }]}
                series={[{ data: data.byCountry.map((c) => c.cents / 100), label: 'USD' }]}
              />
            </Paper>
          </Grid>
        </Grid>
      )}
    </>
  );
}
