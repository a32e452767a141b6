'use client';
// The intake form of one service, built from its field list; errors from the server show per field.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, useApi, type ApiAnswer } from '@/lib/api-client';
import { US_STATES } from '@/lib/services/business/states';
import { price } from './format';

type Offering = ApiAnswer<'/api/services/catalog'>[number];

const LABELS: Record<string, string> = {
  sole_proprietor: 'Sole proprietor',
  llc_single: 'LLC, one member',
  llc_multi: 'LLC, several members',
  corporation: 'Corporation',
};

export function IntakeForm({
  offering,
  onPlaced,
}: {
  offering: Offering;
  onPlaced: (o: ApiAnswer<'/api/services/orders', 'POST'>) => void;
}) {
  const qc = useQueryClient();
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [key] = useState(() => `${offering.id}-${Math.random().toString(36).slice(2)}${Date.now()}`);
  const needsRelease = offering.fields.some((f) => f.type === 'release');
  const releases = useApi('/api/services/releases', {}, { enabled: needsRelease });

  const place = useMutation({
    mutationFn: async () => {
      const intake: Record<string, unknown> = { ...values };
      for (const f of offering.fields)
        if (f.type === 'number' && intake[f.name] !== undefined) intake[f.name] = Number(intake[f.name]);
      const res = await api
        .post('/api/services/orders', {
          offeringId: offering.id,
          intake,
          idempotencyKey: key,
        })
        .catch((e: Error) => e);
      return res;
    },
    onSuccess: async (res) => {
      if (res instanceof Error) {
        const m = /^\d+: (.*)$/s.exec(res.message);
        try {
          const body = JSON.parse(m?.[1] ?? '{}') as { error?: string; issues?: { path: string; message: string }[] };
          const byField: Record<string, string> = {};
          for (const i of body.issues ?? []) byField[i.path.split('.')[0]] ??= i.message;
          setErrors(byField);
          // Field problems show under their fields; the summary never names internal field keys.
          setFormError(
            Object.keys(byField).length
              ? 'Check the highlighted fields.'
              : (body.error ?? 'The order could not be placed.'),
          );
        } catch {
          setFormError('The order could not be placed. Please try again.');
        }
        return;
      }
      const order = res;
      setErrors({});
      setFormError('');
      await qc.invalidateQueries({ queryKey: apiKey('/api/services/orders') });
      onPlaced(order);
    },
  });

  const set = (name: string, v: unknown) => setValues((s) => ({ ...s, [name]: v }));
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(e) => {
        e.preventDefault();
        place.mutate();
      }}
      aria-label={`Order ${offering.name}`}
    >
      {offering.requirements && (
        <Typography variant="body2" color="text.secondary">
          What we need from you: {offering.requirements}
        </Typography>
      )}
      {offering.fields.map((f) => {
        const common = {
          label: f.label,
          required: f.required,
          error: !!errors[f.name],
          helperText: errors[f.name],
          fullWidth: true,
        };
        if (f.type === 'release')
          return (
            <TextField
              key={f.name}
              {...common}
              select
              value={(values[f.name] as string) ?? ''}
              onChange={(e) => set(f.name, e.target.value)}
              helperText={
                errors[f.name] ??
                (releases.data && releases.data.length === 0
                  ? 'You have no releases yet.'
                  : 'Registration data is read from the release.')
              }
            >
              {(releases.data ?? []).map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.title} — {r.artist}
                  {r.missing.length ? ` (missing: ${r.missing.join(', ')})` : ''}
                </MenuItem>
              ))}
            </TextField>
          );
        if (f.type === 'select' || f.type === 'state')
          return (
            <TextField
              key={f.name}
              {...common}
              select
              value={(values[f.name] as string) ?? ''}
              onChange={(e) => set(f.name, e.target.value)}
            >
              {(f.type === 'state'
                ? US_STATES.map((s) => ({ v: s.code, l: s.name }))
                : (f.options ?? []).map((o) => ({ v: o, l: LABELS[o] ?? o }))
              ).map((o) => (
                <MenuItem key={o.v} value={o.v}>
                  {o.l}
                </MenuItem>
              ))}
            </TextField>
          );
        if (f.type === 'multiselect') {
          const chosen = (values[f.name] as string[]) ?? [];
          return (
            <div key={f.name}>
              <FormLabel component="legend">{f.label}</FormLabel>
              <FormGroup row>
                {(f.options ?? []).map((o) => (
                  <FormControlLabel
                    key={o}
                    label={o}
                    control={
                      <Checkbox
                        checked={chosen.includes(o)}
                        onChange={(e) => set(f.name, e.target.checked ? [...chosen, o] : chosen.filter((x) => x !== o))}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {errors[f.name] && (
                <Typography variant="caption" color="error">
                  {errors[f.name]}
                </Typography>
              )}
            </div>
          );
        }
        return (
          <TextField
            key={f.name}
            {...common}
            type={f.type === 'textarea' ? 'text' : f.type}
            multiline={f.type === 'textarea'}
            minRows={f.type === 'textarea' ? 3 : undefined}
            slotProps={f.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
            value={(values[f.name] as string) ?? ''}
            onChange={(e) => set(f.name, e.target.value)}
          />
        );
      })}
      {formError && <Alert severity="error">{formError}</Alert>}
      <Button type="submit" variant="contained" disabled={place.isPending}>
        {place.isPending ? 'Placing order…' : `Place order (${price(offering.priceCents)})`}
      </Button>
    </Stack>
  );
}
