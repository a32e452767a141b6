'use client';
// The customer's way to pay an unpaid order: "Pay by card" only when Stripe is configured; otherwise the
// platform's bank details with this order's own payment reference; otherwise a note that the team will write.
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import { formatMoney } from '@/lib/platform/format';

/** An order as the pages receive it (the list's and the staff queue's items). */
export type Order = ApiAnswer<'/api/services/orders'>['items'][number];

function Row({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Typography variant="body2">
      {label}: <strong>{value}</strong>
    </Typography>
  );
}

export function OrderPayment({ order }: { order: Order }) {
  const options = useApi('/api/services/orders/[id]/payment', { params: { id: order.id } });
  const pay = useMutation({
    mutationFn: () => api.post('/api/services/orders/[id]/checkout', undefined, { params: { id: order.id } }),
    onSuccess: (r) => {
      window.location.href = r.url;
    },
  });
  const due = formatMoney(order.amountCents);
  if (options.isLoading) return <Alert severity="warning">{due} is due.</Alert>;
  if (options.error) return <Alert severity="error">{errorText(options.error)}</Alert>;
  const o = options.data;
  const bank = o?.bankTransfer;
  return (
    <Stack spacing={1}>
      <Alert
        severity="warning"
        action={
          o?.card ? (
            <Button color="inherit" size="small" onClick={() => pay.mutate()} disabled={pay.isPending}>
              Pay by card
            </Button>
          ) : undefined
        }
      >
        {due} is due.{' '}
        {o?.card && bank
          ? 'Pay by card, or by bank transfer with the details below.'
          : o?.card
            ? 'Pay by card to start the work.'
            : bank
              ? 'Pay by bank transfer with the details below; work starts once it arrives.'
              : o?.note}
      </Alert>
      {bank && (
        <Paper variant="outlined" sx={{ p: 1.5 }} aria-label="Bank transfer details">
          <Typography variant="subtitle2" component="h3">
            Bank transfer
          </Typography>
          <Row label="Amount" value={formatMoney(bank.amountCents)} />
          <Row label="Payment reference" value={bank.reference} />
          <Row label="Account holder" value={bank.accountName} />
          <Row label="Bank" value={bank.bankName} />
          <Row label="Account number" value={bank.accountNumber} />
          <Row label="Routing number" value={bank.routingNumber} />
          <Row label="IBAN" value={bank.iban} />
          <Row label="SWIFT / BIC" value={bank.swift} />
          {bank.instructions && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {bank.instructions}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Quote the payment reference exactly so we can match your transfer to this order.
          </Typography>
        </Paper>
      )}
      {pay.error && <Alert severity="info">{errorText(pay.error)}</Alert>}
    </Stack>
  );
}
