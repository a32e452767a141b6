'use client';
// /payments: payout requests by status; approve, reject (with a reason) or mark paid.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { TableHeadRow } from '@/components/ui/table-head-row';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { api, apiKey, apiUrl, errorText, type ApiAnswer } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { StatusChip } from './status-chip';
import { formatDate, formatMoney } from '@/lib/platform/format';
import type { BodyOf } from '@/lib/platform/http/contract';
import type { payoutDecide } from '@/lib/royalties/contract';

type Payouts = ApiAnswer<'/api/royalties/admin/payouts'>;
type Payout = Payouts['items'][number];
const STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;

function Actions({ p }: { p: Payout }) {
  const qc = useQueryClient();
  const [ref, setRef] = useState('');
  const m = useMutation({
    mutationFn: (body: BodyOf<typeof payoutDecide>) =>
      api.post('/api/royalties/admin/payouts/[id]', body, { params: { id: p.id } }),
    onSuccess: () =>
      qc.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(apiKey('/api/royalties/admin/payouts')[0]),
      }),
  });
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {p.status === 'requested' && (
          <Button size="small" variant="contained" onClick={() => m.mutate({ action: 'approve' })}>
            Approve
          </Button>
        )}
        {p.status === 'approved' && !p.stripeReady && (
          <TextField size="small" label="Payment reference" value={ref} onChange={(e) => setRef(e.target.value)} />
        )}
        {p.status === 'approved' && (
          <Button
            size="small"
            variant="contained"
            color="success"
            onClick={() => m.mutate({ action: 'mark_paid', reference: ref || undefined })}
          >
            {p.stripeReady ? 'Pay with Stripe' : 'Mark paid'}
          </Button>
        )}
        {(p.status === 'requested' || p.status === 'approved') && (
          <Button
            size="small"
            color="error"
            onClick={() => {
              const reason = window.prompt('Why is this payout rejected?');
              if (reason) m.mutate({ action: 'reject', reason });
            }}
          >
            Reject
          </Button>
        )}
      </Stack>
      {m.error && <Alert severity="error">{errorText(m.error)}</Alert>}
    </Stack>
  );
}

export function PaymentsAdmin() {
  const [status, setStatus] = useState<(typeof STATUSES)[number] | ''>('requested');
  const list = usePagedList<Payout, Payouts>(
    apiUrl('/api/royalties/admin/payouts', { query: { status: status || undefined } }),
    {
      staleTime: 0,
    },
  );
  const { items, isLoading, error } = list;
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Status"
        value={status}
        onChange={(e) => setStatus(STATUSES.find((s) => s === e.target.value) ?? '')}
        sx={{ maxWidth: 240 }}
      >
        <MenuItem value="">All</MenuItem>
        {STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {isLoading && <LoadingModule />}
      {items && items.length === 0 && <Alert severity="info">No payout requests with this status.</Alert>}
      {items && items.length > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-label="Payout requests">
              <TableHeadRow
                columns={['Artist', 'Requested', 'Method', 'Status', { label: 'Amount', align: 'right' }, 'Actions']}
              />
              <TableBody>
                {items.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>
                      {p.user.name}
                      <br />
                      {p.user.email}
                    </TableCell>
                    <TableCell>{formatDate(p.createdAt)}</TableCell>
                    <TableCell>{p.methodSummary}</TableCell>
                    <TableCell>
                      <StatusChip status={p.status} /> {p.paymentRef ? `(${p.paidVia}: ${p.paymentRef})` : ''}{' '}
                      {p.rejectionReason ?? ''}
                      {p.waitingFor && p.status !== 'paid' && p.status !== 'rejected' && (
                        <Chip size="small" color="warning" label={p.waitingFor} sx={{ mt: 0.5, maxWidth: '100%' }} />
                      )}
                    </TableCell>
                    <TableCell align="right">{formatMoney(p.amountCents)}</TableCell>
                    <TableCell>
                      <Actions p={p} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <LoadMore shown={items.length} {...list} />
        </>
      )}
    </Stack>
  );
}
