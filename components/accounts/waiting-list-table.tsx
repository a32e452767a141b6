'use client';
// Waiting-list sign-ups for admins: filter by brand, counts by interest (over every sign-up) drawn as a bar chart,
// the list newest first, a page at a time.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BarChart } from '@mui/x-charts/BarChart';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { TableHeadRow } from '@/components/ui/table-head-row';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, apiUrl, errorText, type ApiAnswer } from '@/lib/api-client';
import { BRANDS, BRAND_KEYS, type BrandKey } from '@/lib/platform/brands/brands';
import { WAITING_LIST_INTERESTS, type WaitingListInterest } from '@/lib/accounts/waiting-list/schema';
import { LoadingModule } from '../ui/loading-module';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { COMPACT_Y_AXIS } from '@/components/ui/chart-axes';
import { formatDate } from '@/lib/platform/format';

type WaitingListPage = ApiAnswer<'/api/admin/waiting-list'>;
type Entry = WaitingListPage['items'][number];

export function WaitingListTable() {
  const [brand, setBrand] = useState<BrandKey | ''>('');
  const list = usePagedList<Entry, WaitingListPage>(
    apiUrl('/api/admin/waiting-list', { query: { brand: brand || undefined } }),
    {
      staleTime: 30_000,
      keepPrevious: true,
    },
  );
  const { first: data, items = [], total, isLoading, error } = list;
  const interests = Object.keys(WAITING_LIST_INTERESTS) as WaitingListInterest[];
  const qc = useQueryClient();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const approve = useMutation({
    mutationFn: (e: Entry) => api.post('/api/admin/waiting-list/[id]/approve', undefined, { params: { id: e.id } }),
    onSuccess: (inv) => {
      setNotice({ ok: true, text: `Invitation sent to ${inv.email}.` });
      return qc.invalidateQueries({
        queryKey: apiKey('/api/admin/waiting-list', { query: { brand: brand || undefined } }),
      });
    },
    onError: (err) => setNotice({ ok: false, text: errorText(err) }),
  });
  return (
    <Stack spacing={3}>
      <TextField
        select
        label="Brand"
        value={brand}
        onChange={(e) => setBrand(BRAND_KEYS.find((k) => k === e.target.value) ?? '')}
        sx={{ maxWidth: 280 }}
      >
        <MenuItem value="">All brands</MenuItem>
        {BRAND_KEYS.map((k) => (
          <MenuItem key={k} value={k}>
            {BRANDS[k].name}
          </MenuItem>
        ))}
      </TextField>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} role="status">
          {notice.text}
        </Alert>
      )}
      {isLoading && <LoadingModule />}
      {data && (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography component="h2" variant="h6">
              {total} sign-up{total === 1 ? '' : 's'} by interest
            </Typography>
            <BarChart
              yAxis={COMPACT_Y_AXIS}
              height={260}
              xAxis={[{ scaleType: 'band', data: interests.map((i) => WAITING_LIST_INTERESTS[i]) }]}
              series={[{ data: interests.map((i) => data.byInterest[i] ?? 0), label: 'Sign-ups' }]}
            />
          </Paper>
          {items.length === 0 ? (
            <Alert severity="info">Nobody has joined this waiting list yet.</Alert>
          ) : (
            <Box tabIndex={0} sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Waiting list">
                <TableHeadRow columns={['Name', 'Email', 'Brand', 'Interest', 'Message', 'Joined', 'Account']} />
                <TableBody>
                  {items.map((e) => (
                    <TableRow key={e.id}>
                      <TableCell>{e.name}</TableCell>
                      <TableCell>{e.email}</TableCell>
                      <TableCell>{BRANDS[e.brand as keyof typeof BRANDS]?.name ?? e.brand}</TableCell>
                      <TableCell>{WAITING_LIST_INTERESTS[e.interest as WaitingListInterest] ?? e.interest}</TableCell>
                      <TableCell sx={{ maxWidth: 320 }}>{e.message}</TableCell>
                      <TableCell>{formatDate(e.createdAt)}</TableCell>
                      <TableCell>
                        {e.joinedAt ? (
                          'Joined'
                        ) : (
                          <Button
                            size="small"
                            variant={e.invitedAt ? 'text' : 'contained'}
                            disabled={approve.isPending}
                            onClick={() => approve.mutate(e)}
                            aria-label={`${e.invitedAt ? 'Invite again' : 'Approve'} ${e.email}`}
                          >
                            {e.invitedAt ? 'Invite again' : 'Approve'}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          <LoadMore shown={items.length} {...list} />
        </>
      )}
    </Stack>
  );
}
