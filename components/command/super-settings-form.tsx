'use client';
// The settings form: loads and saves /api/admin/super-settings (the server re-checks the step-up).
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiJson } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';
import { BRANDS, BRAND_KEYS } from '@/lib/brands/brands';
import { STORE_KEYS, STORE_LABELS, type PlatformSettings } from '@/lib/command/settings-schema';

const KEY = '/api/admin/super-settings';

export function SuperSettingsForm() {
  const { data, error } = useQuery<PlatformSettings>({ queryKey: [KEY] });
  const [s, setS] = useState<PlatformSettings | null>(null);
  const [domains, setDomains] = useState<Record<string, string>>({});
  const [payout, setPayout] = useState('');
  const { toast } = useToast();
  const qc = useQueryClient();

  useEffect(() => {
    if (!data) return;
    setS(data);
    setDomains(Object.fromEntries(BRAND_KEYS.map((k) => [k, data.brandDomains[k].join(', ')])));
    setPayout((data.payoutMinimumCents / 100).toFixed(2));
  }, [data]);

  const save = useMutation({
    mutationFn: (body: Partial<PlatformSettings>) => apiJson<PlatformSettings>('PATCH', KEY, body),
    onSuccess: (saved) => {
      qc.setQueryData([KEY], saved);
      toast({ title: 'Settings saved', description: 'The new settings apply from now on.' });
    },
    onError: (err: Error) => {
      const text = err.message.replace(/^\d{3}: /, '');
      let message = text;
      try {
        message = (JSON.parse(text) as { error: string }).error;
      } catch {
        /* plain text */
      }
      toast({ title: 'Settings not saved', description: message, variant: 'destructive' });
    },
  });

  if (error) return <Typography color="error">The settings could not be loaded. Reload the page and confirm your password again.</Typography>;
  if (!s) return <CircularProgress aria-label="Loading settings" />;

  const submit = () => {
    const cents = Math.round(Number(payout) * 100);
    save.mutate({
      ...s,
      payoutMinimumCents: Number.isFinite(cents) ? cents : -1,
      brandDomains: Object.fromEntries(BRAND_KEYS.map((k) => [k, (domains[k] ?? '').split(',').map((d) => d.trim()).filter(Boolean)])) as PlatformSettings['brandDomains'],
    });
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ mb: 2 }}>Codes and payouts</Typography>
            <Grid container spacing={2}>
              <Grid size={4}><TextField fullWidth label="ISRC country" value={s.isrcCountryCode} onChange={(e) => setS({ ...s, isrcCountryCode: e.target.value })} /></Grid>
              <Grid size={8}><TextField fullWidth label="ISRC registrant code" value={s.isrcRegistrantCode} onChange={(e) => setS({ ...s, isrcRegistrantCode: e.target.value })} /></Grid>
              <Grid size={12}><TextField fullWidth label="UPC prefix (GS1 company prefix)" value={s.upcPrefix} onChange={(e) => setS({ ...s, upcPrefix: e.target.value })} /></Grid>
              <Grid size={12}><TextField fullWidth label="Payout minimum (USD)" inputMode="decimal" value={payout} onChange={(e) => setPayout(e.target.value)} /></Grid>
            </Grid>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>Store deliveries</Typography>
            {STORE_KEYS.map((k) => (
              <FormControlLabel key={k} sx={{ display: 'flex' }} label={STORE_LABELS[k]} control={<Switch checked={s.storeEnablement[k]} onChange={(e) => setS({ ...s, storeEnablement: { ...s.storeEnablement, [k]: e.target.checked } })} />} />
            ))}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={12}>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>Brand domains</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>Extra host names per brand, separated by commas; the built-in domains always work.</Typography>
            <Grid container spacing={2}>
              {BRAND_KEYS.map((k) => (
                <Grid key={k} size={{ xs: 12, md: 6 }}>
                  <TextField fullWidth label={`${BRANDS[k].name} (${BRANDS[k].publicDomain})`} value={domains[k] ?? ''} onChange={(e) => setDomains({ ...domains, [k]: e.target.value })} />
                </Grid>
              ))}
            </Grid>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={12}>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>Save settings</Button>
      </Grid>
    </Grid>
  );
}
