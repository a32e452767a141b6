'use client';
// Payout method form (bank or PayPal; stored encrypted, shown masked) and payout requests.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, apiUrl, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import { SimpleTable } from './shared';
import { StatTile } from '@/components/ui/stat-tile';
import { formatDate, formatMoney } from '@/lib/platform/format';
import { LoadMore, usePagedList } from '../ui/paged-list';

export function PayoutMethodForm() {
  const qc = useQueryClient();
  const { data } = useApi('/api/royalties/payout-method');
  const [type, setType] = useState<'bank' | 'paypal'>('bank');
  const [holderName, setHolder] = useState('');
  const [bankName, setBank] = useState('');
  const [accountNumber, setAccount] = useState('');
  const [routingNumber, setRouting] = useState('');
  const [paypalEmail, setPaypal] = useState('');
  const m = useMutation({
    mutationFn: () =>
      api.put(
        '/api/royalties/payout-method',
        type === 'bank'
          ? { type, holderName, bankName, accountNumber, routingNumber }
          : { type, holderName, paypalEmail },
      ),
    onSuccess: () => {
      setAccount('');
      setRouting('');
      setPaypal('');
      void qc.invalidateQueries({ queryKey: apiKey('/api/royalties/payout-method') });
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6">
        Payout method
      </Typography>
      {data?.method ? (
        <Typography sx={{ mb: 2 }}>
          Current: <strong>{data.method.masked}</strong> ({data.method.holderName})
        </Typography>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No payout method yet. Add one to request payouts.
        </Typography>
      )}
      <Stack
        component="form"
        spacing={2}
        sx={{ maxWidth: 480 }}
        onSubmit={(e) => {
          e.preventDefault();
          m.mutate();
        }}
        aria-label="Payout method"
      >
        <TextField select label="Method" value={type} onChange={(e) => setType(e.target.value as 'bank' | 'paypal')}>
          <MenuItem value="bank">Bank transfer</MenuItem>
          <MenuItem value="paypal">PayPal</MenuItem>
        </TextField>
        <TextField label="Account holder" required value={holderName} onChange={(e) => setHolder(e.target.value)} />
        {type === 'bank' ? (
          <>
            <TextField label="Bank" required value={bankName} onChange={(e) => setBank(e.target.value)} />
            <TextField
              label="Account number or IBAN"
              required
              value={accountNumber}
              onChange={(e) => setAccount(e.target.value)}
              autoComplete="off"
            />
            <TextField
              label="Routing number or SWIFT/BIC"
              value={routingNumber}
              onChange={(e) => setRouting(e.target.value)}
              autoComplete="off"
            />
          </>
        ) : (
          <TextField
            label="PayPal email"
            type="email"
            required
            value={paypalEmail}
            onChange={(e) => setPaypal(e.target.value)}
          />
        )}
        {m.error && <Alert severity="error">{errorText(m.error)}</Alert>}
        {m.isSuccess && <Alert severity="success">Payout method saved. It is stored encrypted.</Alert>}
        <Button type="submit" variant="contained" disabled={m.isPending}>
          Save payout method
        </Button>
      </Stack>
    </Paper>
  );
}

type Payouts = ApiAnswer<'/api/royalties/payouts'>;
type PayoutRow = Payouts['items'][number];

export function PayoutRequests() {
  const qc = useQueryClient();
  const list = usePagedList<PayoutRow, Payouts>(apiUrl('/api/royalties/payouts'), { staleTime: 0 });
  const { first: data, items = [] } = list;
  const [amount, setAmount] = useState('');
  // One key per intended payout: a retried or double-clicked submit does not request twice.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const m = useMutation({
    mutationFn: () =>
      api.post('/api/royalties/payouts', { amountCents: Math.round(Number(amount) * 100), idempotencyKey: key }),
    onSuccess: () => {
      setAmount('');
      setKey(crypto.randomUUID());
      void qc.invalidateQueries({ queryKey: apiKey('/api/royalties/payouts') });
      void qc.invalidateQueries({ queryKey: apiKey('/api/earnings') });
    },
  });
  if (!data) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Payouts
      </Typography>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <StatTile label="Available balance" value={formatMoney(data.availableCents)} />
        <StatTile label="Minimum payout" value={formatMoney(data.minimumCents)} />
      </Stack>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={(e) => {
          e.preventDefault();
          m.mutate();
        }}
        aria-label="Request a payout"
      >
        <TextField
          label="Amount (USD)"
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Button variant="outlined" onClick={() => setAmount((data.availableCents / 100).toFixed(2))}>
          Whole balance
        </Button>
        <Button type="submit" variant="contained" disabled={m.isPending || !amount}>
          Request payout
        </Button>
      </Stack>
      {m.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorText(m.error)}
        </Alert>
      )}
      {items.length > 0 && (
        <SimpleTable
          label="Your payout requests"
          head={['Requested', 'Method', 'Status', 'Amount']}
          rows={items.map((p) => [
            formatDate(p.createdAt),
            p.methodSummary,
            p.status + (p.rejectionReason ? `: ${p.rejectionReason}` : ''),
            formatMoney(p.amountCents),
          ])}
        />
      )}
      {items.length > 0 && <LoadMore shown={items.length} {...list} />}
    </Paper>
  );
}
