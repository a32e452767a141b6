'use client';
// Booking the welcome call: open slots shown in the applicant's time zone and the host's.
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import { LoadingModule } from '@/components/ui/loading-module';
import { formatDateTime } from '@/lib/platform/format';

type Ctx = ApiAnswer<'/api/school/welcome-call'>;
type Slot = Ctx['slots'][number];

export const formatIn = (iso: string, timeZone: string) => formatDateTime(iso, timeZone, true);

export function WelcomeCallBooking({ token }: { token?: string }) {
  const target = { query: { token } };
  const { data, error, isLoading } = useApi('/api/school/welcome-call', target, { staleTime: 0 });
  const qc = useQueryClient();
  const browserTz = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', []);
  const [tz, setTz] = useState(browserTz);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  async function book(slot: Slot) {
    setPending(slot.id);
    setMessage(null);
    try {
      await api.post('/api/school/welcome-call', { token, slotId: slot.id, attendeeTimezone: tz });
      setMessage({ ok: true, text: 'Your welcome call is booked. A calendar invitation is on its way by email.' });
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    } finally {
      setPending(null);
      await qc.invalidateQueries({ queryKey: apiKey('/api/school/welcome-call', target) });
    }
  }

  if (isLoading) return <LoadingModule />;
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (!data) return null;
  if (data.booking) {
    const b = data.booking;
    return (
      <Stack spacing={2}>
        {message?.ok && <Alert severity="success">{message.text}</Alert>}
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6">
              Your welcome call with {b.hostName}
            </Typography>
            <Typography>Your time: {formatIn(String(b.startsAt), b.attendeeTimezone)}</Typography>
            <Typography color="text.secondary">
              Host&apos;s time: {formatIn(String(b.startsAt), b.hostTimezone)}
            </Typography>
          </CardContent>
          <CardActions>
            <Button
              component="a"
              href={`/api/school/welcome-call/${b.id}/ics${token ? `?token=${encodeURIComponent(token)}` : ''}`}
            >
              Add to calendar (.ics)
            </Button>
          </CardActions>
        </Card>
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <Typography>
        Hello {data.applicantName}: choose a time for your {data.programName} welcome call.
      </Typography>
      <TextField
        label="Your time zone"
        value={tz}
        onChange={(e) => setTz(e.target.value)}
        helperText="Times below are shown in this zone and in your host's."
        sx={{ maxWidth: 360 }}
      />
      {message && !message.ok && <Alert severity="error">{message.text}</Alert>}
      {data.slots.length === 0 ? (
        <Alert severity="info">
          No times are open right now. Our team adds new times every week; come back to this page soon.
        </Alert>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Open times">
          {data.slots.map((s) => {
            let mine: string;
            try {
              mine = formatIn(String(s.startsAt), tz);
            } catch {
              mine = formatIn(String(s.startsAt), 'UTC');
            }
            return (
              <Grid key={s.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <Card variant="outlined">
                  <CardContent>
                    <Typography sx={{ fontWeight: 700 }}>{mine}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {s.hostName}: {formatIn(String(s.startsAt), s.hostTimezone)}
                    </Typography>
                  </CardContent>
                  <CardActions>
                    <Button
                      variant="contained"
                      size="small"
                      disabled={!!pending}
                      onClick={() => book(s)}
                      aria-label={`Book ${mine}`}
                    >
                      {pending === s.id ? 'Booking...' : 'Book this time'}
                    </Button>
                  </CardActions>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      )}
    </Stack>
  );
}
