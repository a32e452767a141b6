'use client';
// On /artist-payout-setup: the payee's Stripe Connect account (onboarding link, status, what Stripe still
// needs) and their tax details (W-9 or W-8BEN; the tax id is stored encrypted and shown masked).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, useApi } from '@/lib/api-client';
import { formatDate } from '@/lib/platform/format';

const STATUS = {
  active: { label: 'Ready for payouts', color: 'success' },
  pending: { label: 'Stripe is reviewing your details', color: 'warning' },
  incomplete: { label: 'Onboarding not finished', color: 'default' },
} as const;

export function StripeConnectCard() {
  const { data, error } = useApi('/api/ops/stripe/account', {}, { staleTime: 0 });
  const start = useMutation({
    mutationFn: () => api.post('/api/ops/stripe/account', undefined),
    onSuccess: (r) => window.location.assign(r.url),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {data && !data.configured ? 'How you are paid' : 'Stripe payouts'}
      </Typography>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {data && !data.configured && (
        <Alert severity="info">
          Payouts are sent to you by bank transfer or PayPal, to the payout method you choose below.
        </Alert>
      )}
      {data?.configured && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {data.account ? (
            <>
              <Chip label={STATUS[data.account.status].label} color={STATUS[data.account.status].color} />
              {data.account.requirements.length > 0 && (
                <div>
                  <Typography>Stripe still needs from you:</Typography>
                  <ul>
                    {data.account.requirements.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                </div>
              )}
              {data.account.lastBankPayout === 'failed' && (
                <Alert severity="warning">
                  Stripe could not send your last payout to your bank. Check your bank details.
                </Alert>
              )}
            </>
          ) : (
            <Typography color="text.secondary">
              Connect a Stripe account to receive payouts directly to your bank through Stripe.
            </Typography>
          )}
          {start.error && <Alert severity="error">{errorText(start.error)}</Alert>}
          {data.account?.status !== 'active' && (
            <Button variant="contained" disabled={start.isPending} onClick={() => start.mutate()}>
              {start.isPending ? 'Opening Stripe…' : data.account ? 'Continue on Stripe' : 'Set up payouts with Stripe'}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}

const BUSINESS_TYPES = [
  ['individual', 'Individual / sole proprietor'],
  ['llc', 'Limited liability company'],
  ['c_corp', 'C corporation'],
  ['s_corp', 'S corporation'],
  ['partnership', 'Partnership'],
  ['trust_estate', 'Trust / estate'],
  ['other', 'Other'],
] as const;

export function TaxDetailsForm() {
  const qc = useQueryClient();
  const { data } = useApi('/api/ops/tax');
  const [form, setForm] = useState<'w9' | 'w8ben'>('w9');
  const [legalName, setName] = useState('');
  const [businessType, setType] = useState<(typeof BUSINESS_TYPES)[number][0]>('individual');
  const [country, setCountry] = useState('');
  const [tin, setTin] = useState('');
  const [treatyClaim, setTreaty] = useState('');
  const [certify, setCertify] = useState(false);
  const save = useMutation({
    mutationFn: () => {
      // The route refuses uncertified details (its contract's body says `certify: true`), in these words.
      if (!certify) throw new Error('Certify: Confirm that the information is correct.');
      return api.put(
        '/api/ops/tax',
        form === 'w9'
          ? { form, legalName, businessType, tin, certify }
          : { form, legalName, country, tin, treatyClaim: treatyClaim || undefined, certify },
      );
    },
    onSuccess: (saved) => {
      setTin('');
      setCertify(false);
      // The saved details replace the warning at once (the answer is what GET returns), then every reader refreshes.
      qc.setQueryData(apiKey('/api/ops/tax'), saved);
      void qc.invalidateQueries({ queryKey: apiKey('/api/ops/tax') });
    },
  });
  const p = data?.profile;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Tax details
      </Typography>
      {p ? (
        <Typography sx={{ mb: 2 }} data-testid="tax-summary">
          {p.formLabel} for <strong>{p.legalName}</strong>, tax id {p.tinMasked}
          {p.country !== 'US' ? ` (${p.country})` : ''}, given on {formatDate(p.certifiedAt)}.
        </Typography>
      ) : (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Payouts wait until you give your tax details: a W-9 if you are a US person, otherwise a W-8BEN.
        </Alert>
      )}
      <Stack
        component="form"
        spacing={2}
        sx={{ maxWidth: 480 }}
        aria-label="Tax details"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <TextField select label="Form" value={form} onChange={(e) => setForm(e.target.value as 'w9' | 'w8ben')}>
          <MenuItem value="w9">W-9 (US person)</MenuItem>
          <MenuItem value="w8ben">W-8BEN (not a US person)</MenuItem>
        </TextField>
        <TextField label="Legal name" required value={legalName} onChange={(e) => setName(e.target.value)} />
        {form === 'w9' ? (
          <TextField
            select
            label="Federal tax classification"
            value={businessType}
            onChange={(e) => setType(BUSINESS_TYPES.find(([v]) => v === e.target.value)?.[0] ?? 'other')}
          >
            {BUSINESS_TYPES.map(([v, l]) => (
              <MenuItem key={v} value={v}>
                {l}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            label="Country of residence (two letters, e.g. DE)"
            required
            value={country}
            onChange={(e) => setCountry(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2 } }}
          />
        )}
        <TextField
          label={form === 'w9' ? 'SSN or EIN' : 'Foreign tax id number'}
          required
          value={tin}
          onChange={(e) => setTin(e.target.value)}
          autoComplete="off"
        />
        {form === 'w8ben' && (
          <TextField
            label="Treaty claim (optional: country, article, rate)"
            value={treatyClaim}
            onChange={(e) => setTreaty(e.target.value)}
          />
        )}
        <FormControlLabel
          control={<Checkbox checked={certify} onChange={(e) => setCertify(e.target.checked)} />}
          label="I certify that this information is correct."
        />
        {save.error && <Alert severity="error">{errorText(save.error)}</Alert>}
        {save.isSuccess && <Alert severity="success">Tax details saved. Your tax id is stored encrypted.</Alert>}
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save tax details
        </Button>
      </Stack>
    </Paper>
  );
}
