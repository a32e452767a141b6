'use client';
// /location-services-admin: the studio's places (name, address, time zone, hours), each open or closed for bookings.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, errorText, type ApiBody } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { useSettings, useAdd, SETTINGS_KEY } from './studio-settings';

export function LocationsAdmin() {
  const q = useSettings();
  const [f, setF] = useState({
    name: '',
    address: '',
    city: '',
    timezone: 'America/New_York',
    hoursText: '',
    brand: 'tnm' as const,
  });
  const add = useAdd((body: ApiBody<'/api/studio/locations', 'POST'>) => api.post('/api/studio/locations', body));
  const qc = useQueryClient();
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.patch('/api/studio/locations/[id]', { active }, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
  if (q.isLoading) return <LoadingModule />;
  if (q.error || !q.data) return <Alert severity="error">The locations could not be loaded.</Alert>;
  return (
    <Stack spacing={2}>
      {q.data.locations.length === 0 && <Alert severity="info">No locations yet.</Alert>}
      {q.data.locations.map((l) => (
        <Paper key={l.id} variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between' }}>
            <div>
              <Typography sx={{ fontWeight: 700 }}>{l.name}</Typography>
              <Typography variant="body2">
                {l.address}
                {l.city ? `, ${l.city}` : ''} · {l.timezone}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {l.hoursText || 'Hours per room'} · {l.rooms} room{l.rooms === 1 ? '' : 's'} · {l.brand}
              </Typography>
            </div>
            <FormControlLabel
              label={l.active ? 'Open for bookings' : 'Closed'}
              control={
                <Switch checked={l.active} onChange={(e) => toggle.mutate({ id: l.id, active: e.target.checked })} />
              }
            />
          </Stack>
        </Paper>
      ))}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Add a location
        </Typography>
        <Stack spacing={1.5}>
          {(['name', 'address', 'city', 'timezone', 'hoursText'] as const).map((k) => (
            <TextField
              key={k}
              size="small"
              label={
                {
                  name: 'Name',
                  address: 'Address',
                  city: 'City',
                  timezone: 'Time zone',
                  hoursText: 'Hours (shown to artists)',
                }[k]
              }
              value={f[k]}
              onChange={(e) => setF({ ...f, [k]: e.target.value })}
            />
          ))}
          <Button
            variant="contained"
            onClick={() => add.mutate(f)}
            disabled={add.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            Add location
          </Button>
          {add.error && <Alert severity="error">{errorText(add.error)}</Alert>}
        </Stack>
      </Paper>
    </Stack>
  );
}
