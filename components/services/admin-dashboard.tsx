'use client';
// /admin-service-dashboard: the queue by status (or overdue) and age, a page at a time, assignment, payments, delivery,
// refunds, and revenue per service.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { TableHeadRow } from '@/components/ui/table-head-row';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiUrl, errorText, type ApiAnswer, type ApiBody } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { OrderMessages, OrderSummary, type Order } from './order-hub';
import { PAYMENT_LABEL, STATUS_LABEL } from './format';
import { formatDate, formatMoney } from '@/lib/platform/format';

type ServiceDashboard = ApiAnswer<'/api/services/dashboard'>;
type QueueItem = ServiceDashboard['items'][number];
type QueueTab = 'all' | 'submitted' | 'in_progress' | 'delivered' | 'overdue';

function StaffActions({ order, staff }: { order: Order; staff: ServiceDashboard['staff'] }) {
  const qc = useQueryClient();
  const [ref, setRef] = useState('');
  const [delivery, setDelivery] = useState('');
  const [reason, setReason] = useState('');
  const act = useMutation({
    mutationFn: (body: ApiBody<'/api/services/orders/[id]', 'POST'>) =>
      api.post('/api/services/orders/[id]', body, { params: { id: order.id } }),
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/services/') }),
  });
  return (
    <Stack spacing={1.5}>
      <TextField
        select
        label="Assigned to"
        size="small"
        value={order.assignee?.id ?? ''}
        onChange={(e) => act.mutate({ action: 'assign', assigneeId: e.target.value || null })}
      >
        <MenuItem value="">Nobody</MenuItem>
        {staff.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      {order.paymentStatus === 'awaiting_payment' && order.status === 'submitted' && (
        <Stack direction="row" spacing={1}>
          <TextField size="small" label="Payment reference" value={ref} onChange={(e) => setRef(e.target.value)} />
          <Button
            variant="outlined"
            disabled={ref.trim().length < 2 || act.isPending}
            onClick={() => act.mutate({ action: 'record_payment', reference: ref })}
          >
            Record payment
          </Button>
        </Stack>
      )}
      {order.status === 'submitted' && order.paymentStatus !== 'awaiting_payment' && (
        <Button variant="contained" onClick={() => act.mutate({ action: 'start' })} disabled={act.isPending}>
          Start work
        </Button>
      )}
      {order.status === 'in_progress' && (
        <Stack spacing={1}>
          <TextField
            label="Delivery note"
            multiline
            minRows={2}
            value={delivery}
            onChange={(e) => setDelivery(e.target.value)}
            helperText="Attach files in the messages below first; this note goes to the artist with the delivery."
          />
          <Button
            variant="contained"
            color="success"
            disabled={!delivery.trim() || act.isPending}
            onClick={() => act.mutate({ action: 'deliver', message: delivery })}
          >
            Deliver
          </Button>
        </Stack>
      )}
      {order.paymentStatus === 'paid' && (
        <Stack direction="row" spacing={1}>
          <TextField size="small" label="Refund reason" value={reason} onChange={(e) => setReason(e.target.value)} />
          <Button color="error" onClick={() => act.mutate({ action: 'refund', reason })} disabled={act.isPending}>
            Refund
          </Button>
        </Stack>
      )}
      {act.error && <Alert severity="error">{errorText(act.error)}</Alert>}
    </Stack>
  );
}

export function ServiceAdminDashboard() {
  const [tab, setTab] = useState<QueueTab>('all');
  const [open, setOpen] = useState<string | null>(null);
  const q = usePagedList<QueueItem, ServiceDashboard>(apiUrl('/api/services/dashboard', { query: { tab } }), {
    keepPrevious: true,
  });
  if (q.isLoading) return <LoadingModule />;
  if (q.error || !q.first) return <Alert severity="error">The service queue could not be loaded.</Alert>;
  const { counts, revenue, staff } = q.first;
  const shown = q.items ?? [];
  const current = shown.find((o) => o.id === open);
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {[
          ['Submitted', counts.submitted],
          ['In progress', counts.in_progress],
          ['Delivered, awaiting acceptance', counts.delivered],
          ['Overdue', counts.overdue],
          ['Awaiting payment', counts.awaitingPayment],
        ].map(([label, n]) => (
          <Paper key={label} variant="outlined" sx={{ p: 2, flex: '1 1 160px' }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              variant="h5"
              component="p"
              sx={{ fontWeight: 700, color: label === 'Overdue' && Number(n) > 0 ? 'error.main' : undefined }}
            >
              {n}
            </Typography>
          </Paper>
        ))}
      </Stack>
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_, v) => setTab(v)} variant="scrollable" aria-label="Queue filter">
          <Tab value="all" label="Open orders" />
          <Tab value="submitted" label="Submitted" />
          <Tab value="in_progress" label="In progress" />
          <Tab value="delivered" label="Delivered" />
          <Tab value="overdue" label="Overdue" />
        </Tabs>
        <div tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Service queue">
            <TableHeadRow columns={['Order', 'Service', 'Customer', 'Status', 'Payment', 'Age', 'Due', 'Assigned']} />
            <TableBody>
              {shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8}>No orders here.</TableCell>
                </TableRow>
              )}
              {shown.map((o) => (
                <TableRow
                  key={o.id}
                  hover
                  onClick={() => setOpen(o.id)}
                  sx={{ cursor: 'pointer', bgcolor: o.overdue ? 'rgba(244,67,54,0.12)' : undefined }}
                >
                  <TableCell>
                    <Button size="small" onClick={() => setOpen(o.id)}>
                      {o.reference}
                    </Button>
                  </TableCell>
                  <TableCell>{o.service.name}</TableCell>
                  <TableCell>{o.customer.name}</TableCell>
                  <TableCell>{STATUS_LABEL[o.status]}</TableCell>
                  <TableCell>{PAYMENT_LABEL[o.paymentStatus]}</TableCell>
                  <TableCell>{o.ageDays} d</TableCell>
                  <TableCell
                    sx={{ color: o.overdue ? 'error.main' : undefined, fontWeight: o.overdue ? 700 : undefined }}
                  >
                    {o.overdue ? 'Overdue' : formatDate(o.dueAt)}
                  </TableCell>
                  <TableCell>{o.assignee?.name ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <Stack sx={{ p: 1 }}>
          <LoadMore shown={shown.length} {...q} />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Revenue per service
        </Typography>
        <div tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Revenue per service">
            <TableHeadRow
              columns={[
                'Service',
                'Brand',
                { label: 'SLA (days)', align: 'right' },
                { label: 'Open', align: 'right' },
                { label: 'Paid orders', align: 'right' },
                { label: 'Revenue', align: 'right' },
                { label: 'Refunded', align: 'right' },
              ]}
            />
            <TableBody>
              {revenue.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.name}</TableCell>
                  <TableCell>{r.brand}</TableCell>
                  <TableCell align="right">{r.slaDays}</TableCell>
                  <TableCell align="right">{r.open}</TableCell>
                  <TableCell align="right">{r.paidOrders}</TableCell>
                  <TableCell align="right">{formatMoney(r.revenueCents)}</TableCell>
                  <TableCell align="right">{formatMoney(r.refundedCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </Paper>
      <Dialog open={!!current} onClose={() => setOpen(null)} fullWidth maxWidth="md">
        {current && (
          <>
            <DialogTitle>
              {current.service.name} for {current.customer.name}
            </DialogTitle>
            <DialogContent>
              <Stack spacing={2}>
                <OrderSummary order={current} />
                <Paper tabIndex={0} variant="outlined" sx={{ p: 1.5, overflowX: 'auto' }}>
                  <Typography variant="subtitle2">Intake</Typography>
                  {Object.entries(current.intake).map(([k, v]) => (
                    <Typography key={k} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {k}: {typeof v === 'string' ? v : JSON.stringify(v)}
                    </Typography>
                  ))}
                </Paper>
                <StaffActions order={current} staff={staff} />
                {current.service.key.startsWith('cataloging_') && (
                  <Button href={`/api/services/orders/${current.id}/export`}>Download the registration file</Button>
                )}
                <OrderMessages order={current} />
              </Stack>
            </DialogContent>
          </>
        )}
      </Dialog>
    </Stack>
  );
}
