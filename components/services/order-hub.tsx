'use client';
// /tnm-service-hub: the artist's orders; one order's status, payment, messages and files.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiRequest, apiUrl, errorText, useApi, type ApiBody } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { PAYMENT_LABEL, STATUS_LABEL } from './format';
import { formatDate, formatDateTime, formatMoney } from '@/lib/platform/format';
import { OrderPayment, type Order } from './order-payment';

export type { Order };

const invalidateOrders = (qc: ReturnType<typeof useQueryClient>) =>
  qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/services/') });

export function OrderMessages({ order }: { order: Order }) {
  const qc = useQueryClient();
  const msgs = useApi('/api/services/orders/[id]/messages', { params: { id: order.id } });
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const send = useMutation({
    mutationFn: async () => {
      if (file) {
        const fd = new FormData();
        fd.append('message', body);
        fd.append('file', file);
        return apiRequest('POST', `/api/services/orders/${order.id}/files`, fd);
      }
      return api.post('/api/services/orders/[id]/messages', { body }, { params: { id: order.id } });
    },
    onSuccess: async () => {
      setBody('');
      setFile(null);
      await invalidateOrders(qc);
    },
  });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Messages and files
      </Typography>
      {(msgs.data ?? []).map((m) => (
        <Paper key={m.id} variant="outlined" sx={{ p: 1.5, borderColor: m.delivery ? 'success.main' : undefined }}>
          <Typography variant="caption" color="text.secondary">
            {m.author ? `${m.author.name}${m.author.staff ? ' (team)' : ''}` : 'System'} · {formatDateTime(m.createdAt)}
            {m.delivery ? ' · Delivery' : ''}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</Typography>
          {m.file && (
            <Button size="small" href={`/api/services/orders/${order.id}/files/${m.file.id}`}>
              Download {m.file.name}
            </Button>
          )}
        </Paper>
      ))}
      <TextField label="Write a message" multiline minRows={2} value={body} onChange={(e) => setBody(e.target.value)} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button component="label" variant="outlined" size="small">
          {file ? file.name : 'Attach a file'}
          <input hidden type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Button>
        <Button
          variant="contained"
          size="small"
          disabled={send.isPending || (!body.trim() && !file)}
          onClick={() => send.mutate()}
        >
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </Stack>
      {send.error && <Alert severity="error">{errorText(send.error)}</Alert>}
    </Stack>
  );
}

function CustomerActions({ order }: { order: Order }) {
  const qc = useQueryClient();
  const [changes, setChanges] = useState('');
  const act = useMutation({
    mutationFn: (body: ApiBody<'/api/services/orders/[id]', 'POST'>) =>
      api.post('/api/services/orders/[id]', body, { params: { id: order.id } }),
    onSuccess: () => invalidateOrders(qc),
  });
  return (
    <Stack spacing={1}>
      {order.paymentStatus === 'awaiting_payment' && order.status === 'submitted' && <OrderPayment order={order} />}
      {order.status === 'delivered' && (
        <Stack spacing={1}>
          <Button variant="contained" onClick={() => act.mutate({ action: 'accept' })} disabled={act.isPending}>
            Accept delivery
          </Button>
          <TextField label="What should change?" value={changes} onChange={(e) => setChanges(e.target.value)} />
          <Button
            variant="outlined"
            disabled={!changes.trim() || act.isPending}
            onClick={() => act.mutate({ action: 'revise', message: changes })}
          >
            Ask for changes
          </Button>
        </Stack>
      )}
      {order.status === 'submitted' && order.paymentStatus !== 'paid' && (
        <Button color="error" onClick={() => act.mutate({ action: 'cancel', reason: '' })} disabled={act.isPending}>
          Cancel order
        </Button>
      )}
      {order.service.key.startsWith('cataloging_') && (
        <Button href={`/api/services/orders/${order.id}/export`}>Download the registration file</Button>
      )}
      {act.error && <Alert severity="error">{errorText(act.error)}</Alert>}
    </Stack>
  );
}

export function OrderSummary({ order }: { order: Order }) {
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip label={STATUS_LABEL[order.status]} color={order.status === 'delivered' ? 'success' : 'default'} />
        <Chip label={PAYMENT_LABEL[order.paymentStatus]} variant="outlined" />
        {order.overdue && <Chip label="Overdue" color="error" />}
      </Stack>
      <Typography variant="body2">
        {order.reference} · {formatMoney(order.amountCents)} · placed {formatDate(order.createdAt)} · due{' '}
        {formatDate(order.dueAt)}
      </Typography>
      {order.booking && <Typography variant="body2">Session: {formatDateTime(order.booking.start)}</Typography>}
    </Stack>
  );
}

export function OrderHub() {
  const params = useSearchParams();
  const orders = usePagedList<Order>(apiUrl('/api/services/orders', { query: { mine: '1' } }));
  const [selected, setSelected] = useState<string | null>(params.get('order'));
  if (orders.isLoading) return <LoadingModule />;
  if (orders.error) return <Alert severity="error">Your orders could not be loaded. Please refresh the page.</Alert>;
  const list = orders.items ?? [];
  const current = list.find((o) => o.id === selected) ?? list[0];
  if (!current)
    return (
      <Alert severity="info" action={<Button href="/tnm-services">Browse services</Button>}>
        You have no orders yet.
      </Alert>
    );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      {params.get('paid') === '1' && <Alert severity="success">Thank you, your payment was received.</Alert>}
      <Paper variant="outlined" sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
        <List dense aria-label="Your orders">
          {list.map((o) => (
            <ListItem key={o.id} disablePadding>
              <ListItemButton selected={o.id === current.id} onClick={() => setSelected(o.id)}>
                <ListItemText primary={o.service.name} secondary={`${o.reference} · ${STATUS_LABEL[o.status]}`} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Box sx={{ px: 2, pb: 1 }}>
          <LoadMore shown={list.length} {...orders} />
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1, width: '100%', minWidth: 0 }}>
        <Typography variant="h6" component="h2">
          {current.service.name}
        </Typography>
        <OrderSummary order={current} />
        <Divider sx={{ my: 2 }} />
        <CustomerActions order={current} />
        <Divider sx={{ my: 2 }} />
        <OrderMessages order={current} />
      </Paper>
    </Stack>
  );
}
