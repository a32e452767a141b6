'use client';
// Self-serve sign-up per brand: the super admin switches it (after confirming their password).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { api, apiKey, useApi, type ApiAnswer } from '@/lib/api-client';
import { useStepUp } from '../distribution/use-step-up';

type Row = ApiAnswer<'/api/admin/signup-settings'>[number];

export function SignupSwitches() {
  const qc = useQueryClient();
  const { data } = useApi('/api/admin/signup-settings');
  const [failure, setFailure] = useState<string | null>(null);
  const stepUp = useStepUp();
  const toggle = (r: Row) =>
    stepUp.run(async () => {
      setFailure(null);
      await api.put('/api/admin/signup-settings', { brand: r.brand, enabled: !r.enabled });
      await qc.invalidateQueries({ queryKey: apiKey('/api/admin/signup-settings') });
    }, setFailure);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography component="h2" variant="h6">
        Self-serve sign-up
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Where it is on, artists create their own account and confirm their email before their first release.
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack>
        {data?.map((r) => (
          <FormControlLabel
            key={r.brand}
            control={<Switch checked={r.enabled} onChange={() => void toggle(r)} />}
            label={r.name}
          />
        ))}
      </Stack>
      {stepUp.dialog}
    </Paper>
  );
}
