'use client';
// How the earnings of the artist's releases were shared among contributors (claimed or not), CSV export.
import { useState } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorText, useApi } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { FilterBar, SimpleTable, downloadCsv, type Filters } from './shared';
import { formatMoney, formatPercentBps } from '@/lib/platform/format';
import { COMPACT_Y_AXIS } from '@/components/ui/chart-axes';

export function ContributorEarnings() {
  const [filters, setFilters] = useState<Filters>({ from: '', to: '', store: '' });
  const { data, isLoading, error } = useApi('/api/royalties/contributors', { query: filters });
  const head = ['Contributor', 'Role', 'Work', 'Share', 'Status', 'Amount'];
  const rows = (data?.items ?? []).map((r) => [
    r.contributor,
    r.role.replace(/_/g, ' '),
    r.work,
    `${formatPercentBps(r.shareBps)}`,
    r.claimed ? 'Paid to account' : 'Awaiting claim',
    formatMoney(r.cents),
  ]);
  return (
    <>
      <FilterBar value={filters} onChange={setFilters}>
        <Button
          variant="outlined"
          disabled={!rows.length}
          onClick={() =>
            downloadCsv(
              'contributor-earnings.csv',
              head,
              (data?.items ?? []).map((r) => [
                r.contributor,
                r.role,
                r.work,
                r.shareBps,
                r.claimed ? 'claimed' : 'unclaimed',
                (r.cents / 100).toFixed(2),
              ]),
            )
          }
        >
          Export CSV
        </Button>
      </FilterBar>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {isLoading && <LoadingModule />}
      {data && data.items.length === 0 && <Alert severity="info">No earnings on your releases yet.</Alert>}
      {data && data.items.length > 0 && (
        <>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography component="h2" variant="h6">
              Earnings by contributor
            </Typography>
            <BarChart
              yAxis={COMPACT_Y_AXIS}
              height={260}
              xAxis={[{ scaleType: 'band', data: data.items.map((r) => `${r.contributor} (${r.work})`) }]}
              series={[{ data: data.items.map((r) => r.cents / 100), label: 'USD' }]}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <SimpleTable label="Contributor earnings" head={head} rows={rows} />
          </Paper>
        </>
      )}
    </>
  );
}
