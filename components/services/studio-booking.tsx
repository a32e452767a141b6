'use client';
// /studio-booking: choose a room and a day, pick free slots, book; the caller's bookings with cancel and .ics.
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiUrl, errorText, useApi, type ApiAnswer, type ApiBody } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { price } from './format';
import { formatDateTime, formatMoney, formatTime } from '@/lib/platform/format';

const today = () => new Date().toISOString().slice(0, 10);
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const DAYS = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function MyBookings() {
  const qc = useQueryClient();
  const q = usePagedList<ApiAnswer<'/api/studio/bookings'>['items'][number]>(
    apiUrl('/api/studio/bookings', { query: { mine: '1' } }),
  );
  const cancel = useMutation({
    mutationFn: (id: string) => api.delete('/api/studio/bookings/[id]', { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ predicate: (x) => String(x.queryKey[0]).startsWith('/api/studio/') }),
  });
  const mine = q.items ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Your sessions
      </Typography>
      {mine.length === 0 && <Typography color="text.secondary">No sessions booked yet.</Typography>}
      <Stack spacing={1}>
        {mine.map((b) => (
          <Paper key={b.id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
              <div>
                <Typography sx={{ fontWeight: 700 }}>
                  {b.room} · {b.location}
                </Typography>
                <Typography variant="body2">
                  {formatDateTime(b.start, b.timezone)} – {formatTime(b.end, b.timezone)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {price(b.priceCents)} session
                  {b.depositCents > 0 &&
                    ` · deposit ${formatMoney(b.depositCents)} (${b.order?.paymentStatus === 'paid' ? 'paid' : 'due in your service hub'})`}
                </Typography>
              </div>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  label={b.status === 'booked' ? 'Booked' : 'Cancelled'}
                  color={b.status === 'booked' ? 'success' : 'default'}
                />
                {b.status === 'booked' && (
                  <>
                    <Button size="small" href={`/api/studio/bookings/${b.id}/ics`}>
                      Add to calendar
                    </Button>
                    <Button size="small" color="error" onClick={() => cancel.mutate(b.id)} disabled={cancel.isPending}>
                      Cancel
                    </Button>
                  </>
                )}
              </Stack>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {mine.length > 0 && <LoadMore shown={mine.length} {...q} />}
      {cancel.data && (
        <Alert severity="info" sx={{ mt: 1 }}>
          Session cancelled.{' '}
          {cancel.data.depositRefunded
            ? 'Your deposit is refunded.'
            : cancel.data.lateCancellation
              ? 'It was inside the cancellation window, so a paid deposit is kept.'
              : ''}
        </Alert>
      )}
      {cancel.error && <Alert severity="error">{errorText(cancel.error)}</Alert>}
    </Paper>
  );
}

export function StudioBooking() {
  const qc = useQueryClient();
  const rooms = useApi('/api/studio/rooms');
  const [roomId, setRoomId] = useState('');
  const [date, setDate] = useState(today());
  const [picked, setPicked] = useState<string[]>([]);
  const room = useMemo(
    () => (rooms.data ?? []).find((r) => r.id === (roomId || rooms.data?.[0]?.id)),
    [rooms.data, roomId],
  );
  const slots = useApi(
    '/api/studio/rooms/[id]/availability',
    { params: { id: room?.id ?? '' }, query: { date } },
    { enabled: !!room && /^\d{4}-\d{2}-\d{2}$/.test(date) },
  );
  const book = useMutation({
    mutationFn: (body: ApiBody<'/api/studio/bookings', 'POST'>) => api.post('/api/studio/bookings', body),
    onSuccess: async () => {
      setPicked([]);
      await qc.invalidateQueries({ predicate: (x) => String(x.queryKey[0]).startsWith('/api/studio/') });
    },
  });
  if (rooms.isLoading) return <LoadingModule />;
  if (rooms.error) return <Alert severity="error">The studios could not be loaded. Please refresh the page.</Alert>;
  if (!room) return <Alert severity="info">No studio rooms can be booked at the moment.</Alert>;

  const free = slots.data ?? [];
  // A booking is one run of consecutive free slots.
  const sorted = [...picked].sort();
  const contiguous = sorted.every((s, i) => i === 0 || free.find((f) => f.start === sorted[i - 1])?.end === s);
  const selection =
    sorted.length && contiguous ? { start: sorted[0], end: free.find((f) => f.start === sorted.at(-1))!.end } : null;
  const hours = selection ? (new Date(selection.end).getTime() - new Date(selection.start).getTime()) / 3_600_000 : 0;
  const price = Math.round(room.hourlyRateCents * hours);

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Room"
              value={room.id}
              onChange={(e) => {
                setRoomId(e.target.value);
                setPicked([]);
              }}
              sx={{ minWidth: 240 }}
            >
              {(rooms.data ?? []).map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.name} · {r.location.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Day"
              type="date"
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                setPicked([]);
              }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {room.description} {room.location.address}, {room.location.city}. Open{' '}
            {room.openDays.map((d) => DAYS[d]).join(', ')} {hhmm(room.openMinute)}–{hhmm(room.closeMinute)} (
            {room.timezone}). {formatMoney(room.hourlyRateCents)} an hour
            {room.depositPercent > 0 ? `, ${room.depositPercent}% deposit` : ''}. Free cancellation up to{' '}
            {room.cancelHours} hours before.
            {room.engineers.length > 0 && ` Engineer: ${room.engineers.map((e) => e.name).join(', ')}.`}
          </Typography>
          {slots.isLoading && <LoadingModule />}
          {slots.error && <Alert severity="error">{errorText(slots.error)}</Alert>}
          {slots.data && free.length === 0 && <Alert severity="info">No free times that day. Try another day.</Alert>}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Free times">
            {free.map((s) => {
              const on = picked.includes(s.start);
              return (
                <Chip
                  key={s.start}
                  label={formatTime(s.start, room.timezone)}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  onClick={() => setPicked(on ? picked.filter((p) => p !== s.start) : [...picked, s.start])}
                  aria-pressed={on}
                />
              );
            })}
          </Stack>
          {sorted.length > 0 && !contiguous && (
            <Alert severity="warning">Choose times next to each other for one session.</Alert>
          )}
          {selection && (
            <Button
              variant="contained"
              onClick={() => book.mutate({ roomId: room.id, ...selection })}
              disabled={book.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {book.isPending ? 'Booking…' : `Book ${hours} hour${hours === 1 ? '' : 's'} (${formatMoney(price)})`}
            </Button>
          )}
          {book.isSuccess && (
            <Alert severity="success">
              Booked. A calendar invitation is on its way by email
              {book.data.depositCents > 0
                ? `; pay the ${formatMoney(book.data.depositCents)} deposit in your service hub`
                : ''}
              .
            </Alert>
          )}
          {book.error && <Alert severity="error">{errorText(book.error)}</Alert>}
        </Stack>
      </Paper>
      <MyBookings />
    </Stack>
  );
}
