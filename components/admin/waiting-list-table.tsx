'use client';
// Waiting-list sign-ups for admins: filter by brand, counts by interest drawn as a bar chart, the list.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BarChart } from '@mui/x-charts/BarChart';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorText } from '@/lib/api-client';
import { BRANDS, BRAND_KEYS } from '@/lib/brands/brands';
import { WAITING_LIST_INTERESTS, type WaitingListInterest } from '@/lib/waiting-list/schema';
import { LoadingModule } from '../ui/loading-module';

interface Entry {
  id: string;
  name: string;
  email: string;
  brand: string;
  interest: WaitingListInterest;
  message: string | null;
  createdAt: string;
}

export function WaitingListTable() {
  const [brand, setBrand] = useState('');
  const url = `/api/admin/waiting-list?limit=200${brand ? `&brand=${brand}` : ''}`;
  const { data, isLoading, error } = useQuery<{ items: Entry[]; total: number; byInterest: Record<string, number> }>({
    queryKey: [url],
    staleTime: 30_000,
  });
  const interests = Object.keys(WAITING_LIST_INTERESTS) as WaitingListInterest[];
  return (
    <Stack spacing={3}>
      <TextField select label="Brand" value={brand} onChange={(e) => setBrand(e.target.value)} sx={{ maxWidth: 280 }}>
        <MenuItem value="">All brands</MenuItem>
        {BRAND_KEYS.map((k) => (
          <MenuItem key={k} value={k}>
            {BRANDS[k].name}
          </MenuItem>
        ))}
      </TextField>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {isLoading && <LoadingModule />}
      {data && (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography component="h2" variant="h6">
              {data.total} sign-up{data.total === 1 ? '' : 's'} by interest
            </Typography>
            <BarChart
              height={260}
              xAxis={[{ scaleType: 'band', data: interests.map((i) => WAITING_LIST_INTERESTS[i]) }]}
              series={[{ data: interests.map((i) => data.byInterest[i] ?? 0), label: 'Sign-ups' }]}
            />
          </Paper>
          {data.items.length === 0 ? (
            <Alert severity="info">Nobody has joined this waiting list yet.</Alert>
          ) : (
            <Table size="small" aria-label="Waiting list">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Email</TableCell>
                  <TableCell>Brand</TableCell>
                  <TableCell>Interest</TableCell>
                  <TableCell>Message</TableCell>
                  <TableCell>Joined</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell>{e.name}</TableCell>
                    <TableCell>{e.email}</TableCell>
                    <TableCell>{BRANDS[e.brand as keyof typeof BRANDS]?.name ?? e.brand}</TableCell>
                    <TableCell>{WAITING_LIST_INTERESTS[e.interest] ?? e.interest}</TableCell>
                    <TableCell sx={{ maxWidth: 320 }}>{e.message}</TableCell>
                    <TableCell>{new Date(e.createdAt).toLocaleDateString('en-US')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </Stack>
  );
}
