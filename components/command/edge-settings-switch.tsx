'use client';
// Whether store endpoints may point at private, loopback or link-local addresses (a lab or an in-house
// simulator): off by default, switched by a super admin after confirming their password.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { api, apiKey, useApi } from '@/lib/api-client';
import { useStepUp } from '../distribution/use-step-up';

const KEY = apiKey('/api/security/edge-settings');

export function EdgeSettingsSwitch() {
  const qc = useQueryClient();
  const { data } = useApi('/api/security/edge-settings');
  const [failure, setFailure] = useState<string | null>(null);
  const stepUp = useStepUp();
  const toggle = (allow: boolean) =>
    stepUp.run(async () => {
      setFailure(null);
      await api.patch('/api/security/edge-settings', { allowPrivateStoreEndpoints: allow });
      await qc.invalidateQueries({ queryKey: KEY });
    }, setFailure);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-label="Store endpoint safety">
      <Typography component="h2" variant="h6">
        Store endpoint safety
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Store endpoints on private, loopback or link-local addresses are refused, so a store setting cannot reach the
        platform&apos;s own network. Allow them only for a test lab or an in-house simulator.
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {data && (
        <FormControlLabel
          control={<Switch checked={data.allowPrivateStoreEndpoints} onChange={(e) => void toggle(e.target.checked)} />}
          label="Allow store endpoints on private addresses"
        />
      )}
      {stepUp.dialog}
    </Paper>
  );
}
