'use client';
// /reports: a per-artist statement for a period, shown and downloadable as CSV or PDF.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiUrl, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { SimpleTable } from './shared';
import { formatMoney } from '@/lib/platform/format';

type Artists = ApiAnswer<'/api/royalties/reports/artists'>;

export function ReportsAdmin() {
  const year = new Date().getUTCFullYear();
  const [userId, setUserId] = useState('');
  const [from, setFrom] = useState(`${year}-01`);
  const [to, setTo] = useState(`${year}-12`);
  const artists = usePagedList<Artists['items'][number], Artists>(apiUrl('/api/royalties/reports/artists'));
  const query = { userId, from, to };
  const { data, error } = useApi('/api/royalties/reports', { query }, { enabled: !!userId && !!from && !!to });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label="Artist"
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          sx={{ minWidth: 280 }}
        >
          {(artists.items ?? []).map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name} ({formatMoney(a.cents)})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="From month"
          type="month"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To month"
          type="month"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="outlined"
          disabled={!data}
          href={apiUrl('/api/royalties/reports', { query: { ...query, format: 'csv' } })}
        >
          Download CSV
        </Button>
        <Button
          variant="outlined"
          disabled={!data}
          href={apiUrl('/api/royalties/reports', { query: { ...query, format: 'pdf' } })}
        >
          Download PDF
        </Button>
      </Stack>
      {!!artists.items?.length && <LoadMore shown={artists.items.length} {...artists} />}
      {artists.items?.length === 0 && (
        <Alert severity="info">No artist has earnings yet: import a store statement first.</Alert>
      )}
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {data && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6">
            {data.artist.name}: earned {formatMoney(data.totals.earnedCents)} net, paid{' '}
            {formatMoney(data.totals.paidCents)}
          </Typography>
          <SimpleTable
            label="Statement lines"
            head={['Period', 'Store', 'Track', 'Units', 'Amount']}
            rows={data.lines.map((l) => [l.period, l.store, l.track, l.units, formatMoney(l.cents)])}
          />
        </Paper>
      )}
    </Stack>
  );
}
