'use client';
// /admin-studio-settings (rooms, hours, rates, buffers, engineers).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DraftField } from '@/components/ui/form';
import { api, apiKey, errorText, useApi, type ApiAnswer, type ApiBody } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { price } from './format';

export const SETTINGS_KEY = apiKey('/api/studio/settings');
type StudioSettings = ApiAnswer<'/api/studio/settings'>;
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const toMin = (t: string) => {
  const [h, m] = t.split(':').map(Number);
  return h * 60 + (m || 0);
};
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export function useSettings() {
  return useApi('/api/studio/settings');
}
/** A POST that adds to the settings (a room, a location), then reloads them. */
export function useAdd<B>(add: (body: B) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: add,
    onSuccess: () => qc.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}

function RoomCard({ r }: { r: StudioSettings['rooms'][number] }) {
  const qc = useQueryClient();
  const [rate, setRate] = useState((r.hourlyRateCents / 100).toFixed(2));
  const [deposit, setDeposit] = useState(String(r.depositPercent));
  const [cancel, setCancel] = useState(String(r.cancelHours));
  const [open, setOpen] = useState(hhmm(r.openMinute));
  const [close, setClose] = useState(hhmm(r.closeMinute));
  const [eng, setEng] = useState({ name: '', email: '' });
  const patch = useMutation({
    mutationFn: (body: ApiBody<'/api/studio/rooms/[id]', 'PATCH'>) =>
      api.patch('/api/studio/rooms/[id]', body, { params: { id: r.id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
  const addEng = useMutation({
    mutationFn: () => api.post('/api/studio/engineers', { roomId: r.id, ...eng, days: [1, 2, 3, 4, 5] }),
    onSuccess: () => {
      setEng({ name: '', email: '' });
      return qc.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });
  const removeEng = useMutation({
    mutationFn: (id: string) => api.delete('/api/studio/engineers/[id]', { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>
            {r.name} · {r.location.name}
          </Typography>
          <FormControlLabel
            label={r.active ? 'Bookable' : 'Not bookable'}
            control={<Switch checked={r.active} onChange={(e) => patch.mutate({ active: e.target.checked })} />}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {r.openDays.map((d) => DAYS[d - 1]).join(', ')} · {r.slotMinutes}-minute slots · buffer {r.bufferMinutes} min
          · now {price(r.hourlyRateCents)}/hour
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <TextField size="small" label="Opens" type="time" value={open} onChange={(e) => setOpen(e.target.value)} />
          <TextField size="small" label="Closes" type="time" value={close} onChange={(e) => setClose(e.target.value)} />
          <TextField size="small" label="Rate per hour (USD)" value={rate} onChange={(e) => setRate(e.target.value)} />
          <TextField size="small" label="Deposit (%)" value={deposit} onChange={(e) => setDeposit(e.target.value)} />
          <TextField
            size="small"
            label="Free cancellation (hours before)"
            value={cancel}
            onChange={(e) => setCancel(e.target.value)}
          />
        </Stack>
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          disabled={patch.isPending}
          onClick={() =>
            patch.mutate({
              openMinute: toMin(open),
              closeMinute: toMin(close),
              hourlyRateCents: Math.round(Number(rate) * 100),
              depositPercent: Number(deposit),
              cancelHours: Number(cancel),
            })
          }
        >
          Save {r.name}
        </Button>
        {patch.error && <Alert severity="error">{errorText(patch.error)}</Alert>}
        <Typography variant="subtitle2">Engineers</Typography>
        {r.engineers
          .filter((e) => e.active !== false)
          .map((e) => (
            <Stack key={e.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">
                {e.name} ({e.days.map((d) => DAYS[d - 1]).join(', ')})
              </Typography>
              <Button size="small" color="error" onClick={() => removeEng.mutate(e.id)}>
                Remove
              </Button>
            </Stack>
          ))}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <DraftField label="Engineer name" draft={eng} setDraft={setEng} field="name" />
          <DraftField label="Engineer email" draft={eng} setDraft={setEng} field="email" />
          <Button onClick={() => addEng.mutate()} disabled={addEng.isPending}>
            Add engineer (weekdays)
          </Button>
        </Stack>
        {addEng.error && <Alert severity="error">{errorText(addEng.error)}</Alert>}
      </Stack>
    </Paper>
  );
}

export function StudioSettingsAdmin() {
  const q = useSettings();
  const [f, setF] = useState({
    locationId: '',
    name: '',
    open: '10:00',
    close: '22:00',
    rate: '60',
    deposit: '50',
    buffer: '0',
    slot: '60',
  });
  const add = useAdd((body: ApiBody<'/api/studio/rooms', 'POST'>) => api.post('/api/studio/rooms', body));
  if (q.isLoading) return <LoadingModule />;
  if (q.error || !q.data) return <Alert severity="error">The studio settings could not be loaded.</Alert>;
  return (
    <Stack spacing={2}>
      {q.data.rooms.length === 0 && <Alert severity="info">No rooms yet. Add a location first, then a room.</Alert>}
      {q.data.rooms.map((r) => (
        <RoomCard key={r.id} r={r} />
      ))}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Add a room
        </Typography>
        <Stack spacing={1.5}>
          <TextField
            select
            size="small"
            label="Location"
            value={f.locationId}
            onChange={(e) => setF({ ...f, locationId: e.target.value })}
          >
            {q.data.locations.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
          <DraftField label="Room name" draft={f} setDraft={setF} field="name" />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <DraftField label="Opens" type="time" draft={f} setDraft={setF} field="open" />
            <DraftField label="Closes" type="time" draft={f} setDraft={setF} field="close" />
            <DraftField label="Rate per hour (USD)" draft={f} setDraft={setF} field="rate" />
            <DraftField label="Deposit (%)" draft={f} setDraft={setF} field="deposit" />
            <TextField
              select
              size="small"
              label="Slot length"
              value={f.slot}
              onChange={(e) => setF({ ...f, slot: e.target.value })}
            >
              {['30', '60', '120'].map((s) => (
                <MenuItem key={s} value={s}>
                  {s} minutes
                </MenuItem>
              ))}
            </TextField>
            <DraftField label="Buffer after each session (minutes)" draft={f} setDraft={setF} field="buffer" />
          </Stack>
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={add.isPending}
            onClick={() =>
              add.mutate({
                locationId: f.locationId,
                name: f.name,
                openMinute: toMin(f.open),
                closeMinute: toMin(f.close),
                openDays: [1, 2, 3, 4, 5, 6],
                slotMinutes: Number(f.slot),
                hourlyRateCents: Math.round(Number(f.rate) * 100),
                depositPercent: Number(f.deposit),
                bufferMinutes: Number(f.buffer),
                cancelHours: 48,
              })
            }
          >
            Add room
          </Button>
          {add.error && <Alert severity="error">{errorText(add.error)}</Alert>}
        </Stack>
      </Paper>
    </Stack>
  );
}
