'use client';
// On /admin-services-panel: the service catalog per brand (prices, texts, turnaround, commission, on/off).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DraftField } from '@/components/ui/form';
import { api, apiKey, errorText, useApi, type ApiAnswer, type ApiBody } from '@/lib/api-client';
import { BRAND_KEYS } from '@/lib/platform/brands/brands';
import { LoadingModule } from '../ui/loading-module';

type Offering = ApiAnswer<'/api/services/offerings'>[number];

function OfferingRow({ o }: { o: Offering }) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState({
    name: o.name,
    description: o.description,
    price: (o.priceCents / 100).toFixed(2),
    turnaroundDays: String(o.turnaroundDays),
    commission: (o.commissionBps / 100).toString(),
  });
  const save = useMutation({
    mutationFn: (body: ApiBody<'/api/services/offerings/[id]', 'PATCH'>) =>
      api.patch('/api/services/offerings/[id]', body, { params: { id: o.id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKey('/api/services/offerings') }),
  });
  const submit = () =>
    save.mutate({
      name: draft.name,
      description: draft.description,
      priceCents: Math.round(Number(draft.price) * 100),
      turnaroundDays: Number(draft.turnaroundDays),
      commissionBps: Math.round(Number(draft.commission) * 100),
    });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>
            {o.name}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              ({o.key})
            </Typography>
          </Typography>
          <FormControlLabel
            label={o.active ? 'Offered' : 'Switched off'}
            control={<Switch checked={o.active} onChange={(e) => save.mutate({ active: e.target.checked })} />}
          />
        </Stack>
        <DraftField label="Name" draft={draft} setDraft={setDraft} field="name" />
        <DraftField label="Description" multiline draft={draft} setDraft={setDraft} field="description" />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <DraftField label="Price (USD)" draft={draft} setDraft={setDraft} field="price" />
          <DraftField label="Turnaround (days)" draft={draft} setDraft={setDraft} field="turnaroundDays" />
          <DraftField label="Affiliate commission (%)" draft={draft} setDraft={setDraft} field="commission" />
        </Stack>
        <Button variant="outlined" onClick={submit} disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          Save {o.name}
        </Button>
        {save.error && <Alert severity="error">{errorText(save.error)}</Alert>}
        {save.isSuccess && <Alert severity="success">Saved.</Alert>}
      </Stack>
    </Paper>
  );
}

export function ServiceCatalogEditor() {
  const [brand, setBrand] = useState<string>('tnm');
  const q = useApi('/api/services/offerings');
  if (q.isLoading) return <LoadingModule />;
  if (q.error) return <Alert severity="error">The service catalog could not be loaded.</Alert>;
  const list = (q.data ?? []).filter((o) => o.brand === brand);
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="Brand"
        value={brand}
        onChange={(e) => setBrand(e.target.value)}
        sx={{ maxWidth: 260 }}
      >
        {BRAND_KEYS.map((b) => (
          <MenuItem key={b} value={b}>
            {b}
          </MenuItem>
        ))}
      </TextField>
      {list.length === 0 && <Alert severity="info">This brand offers no services yet.</Alert>}
      {list.map((o) => (
        <OfferingRow key={o.id} o={o} />
      ))}
    </Stack>
  );
}
