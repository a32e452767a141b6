'use client';
// The settings form: loads and saves /api/admin/super-settings (the server re-checks the step-up).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';
import { BRANDS, BRAND_KEYS } from '@/lib/platform/brands/brands';
import type { SuperSettingsPatch } from '@/lib/command/settings-schema';
import { formatMoney } from '@/lib/platform/format';

type SuperSettings = ApiAnswer<'/api/admin/super-settings'>;

export function SuperSettingsForm() {
  const { data, error } = useApi('/api/admin/super-settings');
  const [s, setS] = useState<SuperSettings | null>(null);
  const [domains, setDomains] = useState<Record<string, string>>({});
  const { toast } = useToast();
  const qc = useQueryClient();

  const [loaded, setLoaded] = useState<SuperSettings | undefined>(undefined);
  if (data && data !== loaded) {
    setLoaded(data);
    setS(data);
    setDomains(Object.fromEntries(BRAND_KEYS.map((k) => [k, data.brandDomains[k].join(', ')])));
  }

  const save = useMutation({
    mutationFn: (body: SuperSettingsPatch) => api.patch('/api/admin/super-settings', body),
    onSuccess: (saved) => {
      qc.setQueryData(apiKey('/api/admin/super-settings'), saved);
      toast({ title: 'Settings saved', description: 'The new settings apply from now on.' });
    },
    onError: (err: Error) =>
      toast({ title: 'Settings not saved', description: errorText(err), variant: 'destructive' }),
  });

  if (error)
    return (
      <Typography color="error">
        The settings could not be loaded. Reload the page and confirm your password again.
      </Typography>
    );
  if (!s) return <CircularProgress aria-label="Loading settings" />;

  const submit = () =>
    save.mutate({
      isrcRegistrant: s.isrcRegistrant,
      upcPrefix: s.upcPrefix,
      codeRequestLimit: s.codeRequestLimit,
      stores: s.stores.map(({ id, enabled }) => ({ id, enabled })),
      brandDomains: Object.fromEntries(
        BRAND_KEYS.map((k) => [
          k,
          (domains[k] ?? '')
            .split(',')
            .map((d) => d.trim())
            .filter(Boolean),
        ]),
      ) as SuperSettings['brandDomains'],
    });

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
              Codes and payouts
            </Typography>
            <Grid container spacing={2}>
              <Grid size={12}>
                <TextField
                  fullWidth
                  label="ISRC registrant (country + registrant code)"
                  helperText="e.g. USMMS"
                  value={s.isrcRegistrant}
                  onChange={(e) => setS({ ...s, isrcRegistrant: e.target.value })}
                />
              </Grid>
              <Grid size={12}>
                <TextField
                  fullWidth
                  label="UPC prefix (GS1 company prefix)"
                  value={s.upcPrefix}
                  onChange={(e) => setS({ ...s, upcPrefix: e.target.value })}
                />
              </Grid>
              <Grid size={12}>
                <TextField
                  fullWidth
                  type="number"
                  label="Codes an artist may request before approval"
                  helperText="UPCs and ISRCs each; releases get their codes when approved anyway"
                  value={s.codeRequestLimit}
                  onChange={(e) => setS({ ...s, codeRequestLimit: Number(e.target.value) })}
                />
              </Grid>
              <Grid size={12}>
                <Typography variant="body2">
                  Payout minimum: <strong data-testid="payout-minimum">{formatMoney(s.payoutMinimumCents)}</strong>
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Set for the deployment with PAYOUT_MINIMUM_CENTS.
                </Typography>
              </Grid>
            </Grid>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              Store deliveries
            </Typography>
            {s.stores.length === 0 && <Typography color="text.secondary">No stores are configured.</Typography>}
            {s.stores.map((store) => (
              <FormControlLabel
                key={store.id}
                sx={{ display: 'flex' }}
                label={store.name}
                control={
                  <Switch
                    checked={store.enabled}
                    onChange={(e) =>
                      setS({
                        ...s,
                        stores: s.stores.map((x) => (x.id === store.id ? { ...x, enabled: e.target.checked } : x)),
                      })
                    }
                  />
                }
              />
            ))}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={12}>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              Brand domains
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Extra host names per brand, separated by commas; the built-in domains always work.
            </Typography>
            <Grid container spacing={2}>
              {BRAND_KEYS.map((k) => (
                <Grid key={k} size={{ xs: 12, md: 6 }}>
                  <TextField
                    fullWidth
                    label={`${BRANDS[k].name} (${BRANDS[k].publicDomain})`}
                    value={domains[k] ?? ''}
                    onChange={(e) => setDomains({ ...domains, [k]: e.target.value })}
                  />
                </Grid>
              ))}
            </Grid>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={12}>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          Save settings
        </Button>
      </Grid>
    </Grid>
  );
}
