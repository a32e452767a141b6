'use client';
// Welcome-call availability: admins offer slots (in their time zone) and see bookings in both zones.
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, apiUrl, errorText, type ApiAnswer } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';
import { LoadingModule } from '@/components/ui/loading-module';
import { LoadMore, usePagedList } from '@/components/ui/paged-list';
import { formatIn } from './welcome-call-booking';

type SlotRow = ApiAnswer<'/api/school/slots'>['items'][number];

export function MeetingScheduler() {
  const { toast } = useToast();
  const qc = useQueryClient();
  const tz = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', []);
  const [form, setForm] = useState({ startsAt: '', durationMinutes: 30, count: 4, hostTimezone: tz });
  const slots = usePagedList<SlotRow>(apiUrl('/api/school/slots'), { staleTime: 0 });
  const { items: data, error, isLoading } = slots;

  async function create() {
    try {
      const res = await api.post('/api/school/slots', {
        ...form,
        startsAt: new Date(form.startsAt).toISOString(),
      });
      toast({
        title: 'Availability added',
        description: `${res.created} slot${res.created === 1 ? '' : 's'} added${res.skipped ? `, ${res.skipped} already offered` : ''}.`,
      });
    } catch (err) {
      toast({ title: 'Error', description: errorText(err), variant: 'destructive' });
    }
    await qc.invalidateQueries({ queryKey: apiKey('/api/school/slots') });
  }

  async function remove(id: string) {
    try {
      await api.delete('/api/school/slots/[id]', { params: { id } });
      toast({ title: 'Slot removed' });
    } catch (err) {
      toast({ title: 'Error', description: errorText(err), variant: 'destructive' });
    }
    await qc.invalidateQueries({ queryKey: apiKey('/api/school/slots') });
  }

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            Offer welcome-call times
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField
              label="First slot starts"
              type="datetime-local"
              value={form.startsAt}
              onChange={(e) => setForm({ ...form, startsAt: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="Minutes per call"
              type="number"
              value={form.durationMinutes}
              onChange={(e) => setForm({ ...form, durationMinutes: Number(e.target.value) })}
            />
            <TextField
              label="Number of slots"
              type="number"
              value={form.count}
              onChange={(e) => setForm({ ...form, count: Number(e.target.value) })}
            />
            <TextField
              label="Your time zone"
              value={form.hostTimezone}
              onChange={(e) => setForm({ ...form, hostTimezone: e.target.value })}
            />
            <Button variant="contained" disabled={!form.startsAt} onClick={create}>
              Add slots
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {isLoading && <LoadingModule />}
      {data && data.length === 0 && (
        <Alert severity="info">
          No upcoming slots. Add some above so accepted students can book their welcome call.
        </Alert>
      )}
      {data && data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="Welcome-call slots">
            <TableHead>
              <TableRow>
                <TableCell>Host&apos;s time</TableCell>
                <TableCell>Host</TableCell>
                <TableCell>Booked by</TableCell>
                <TableCell>Student&apos;s time</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{formatIn(s.startsAt, s.hostTimezone)}</TableCell>
                  <TableCell>{s.host.name}</TableCell>
                  <TableCell>
                    {s.booking ? `${s.booking.application.applicantName} (${s.booking.application.email})` : 'Open'}
                  </TableCell>
                  <TableCell>{s.booking ? formatIn(s.startsAt, s.booking.attendeeTimezone) : ''}</TableCell>
                  <TableCell>
                    {!s.booking && (
                      <Button size="small" color="error" onClick={() => remove(s.id)}>
                        Remove
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.length > 0 && <LoadMore shown={data.length} {...slots} />}
    </Stack>
  );
}
