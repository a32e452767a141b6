'use client';
// The platform's bank account that customers pay orders to by transfer (when Stripe is not configured, or as
// well as card). Every admin sees it; saving is a platform-wide change: super admin, password again (step-up).
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, useApi } from '@/lib/api-client';
import type { BankTransferSettings } from '@/lib/services/bank-transfer';
import { useStepUp } from '@/components/distribution/use-step-up';
import { LoadingModule } from '../ui/loading-module';

const EMPTY: BankTransferSettings = {
  accountName: '',
  bankName: '',
  accountNumber: '',
  routingNumber: '',
  iban: '',
  swift: '',
  instructions: '',
};

const FIELDS: { key: keyof BankTransferSettings; label: string }[] = [
  { key: 'accountName', label: 'Account holder' },
  { key: 'bankName', label: 'Bank' },
  { key: 'accountNumber', label: 'Account number' },
  { key: 'routingNumber', label: 'Routing number' },
  { key: 'iban', label: 'IBAN' },
  { key: 'swift', label: 'SWIFT / BIC' },
];

export function BankTransferSettingsForm() {
  const q = useApi('/api/services/payment-settings');
  if (q.isLoading) return <LoadingModule />;
  if (q.error) return <Alert severity="error">{errorText(q.error)}</Alert>;
  return <BankForm initial={q.data?.bankTransfer ?? null} />;
}

function BankForm({ initial }: { initial: BankTransferSettings | null }) {
  const qc = useQueryClient();
  const [form, setForm] = useState<BankTransferSettings>(initial ?? EMPTY);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const stepUp = useStepUp();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    try {
      await stepUp.run(
        async () => {
          await api.put('/api/services/payment-settings', form);
          setMessage({ ok: true, text: 'Bank details saved. Customers see them on their unpaid orders.' });
          await qc.invalidateQueries({ queryKey: apiKey('/api/services/payment-settings') });
        },
        (text) => setMessage({ ok: false, text }),
      );
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    } finally {
      setPending(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label="Bank transfer details">
        <Typography component="h2" variant="h6">
          Bank transfer details
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Customers pay unpaid orders to this account, quoting the order&apos;s reference (SO-…); record each transfer
          on the order when it arrives. {!initial && 'None is set yet.'}
        </Typography>
        <Grid container spacing={2}>
          {FIELDS.map((f) => (
            <Grid key={f.key} size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label={f.label}
                value={form[f.key]}
                onChange={(e) => setForm({ ...form, [f.key]: e.target.value })}
              />
            </Grid>
          ))}
        </Grid>
        <TextField
          label="Instructions for customers (optional)"
          multiline
          minRows={2}
          value={form.instructions}
          onChange={(e) => setForm({ ...form, instructions: e.target.value })}
        />
        {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
        <Button type="submit" variant="outlined" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
          Save bank details
        </Button>
      </Stack>
      {stepUp.dialog}
    </Paper>
  );
}
