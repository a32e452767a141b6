'use client';
// The communications hub: open tickets with their SLA state, unread messages, scheduled announcements,
// the outbox's recent deliveries and failures (with a retry). The school's meeting scheduler sits below.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { api, apiKey, errorText, useApi } from '@/lib/api-client';
import { LoadingModule } from '@/components/ui/loading-module';
import { SupportQueue } from './support-queue';
import { formatDateTime } from '@/lib/platform/format';

export function CommunicationsHub() {
  const qc = useQueryClient();
  const { data, isLoading, error } = useApi('/api/communications/hub', {}, { staleTime: 15_000 });
  const retry = useMutation({
    mutationFn: (id: string) => api.post('/api/communications/outbox/[id]/retry', undefined, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKey('/api/communications/hub') }),
  });
  if (isLoading) return <LoadingModule />;
  if (error || !data) return <Alert severity="error">{errorText(error)}</Alert>;
  const week = data.outbox.last7Days;
  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Open tickets">
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
              Open tickets ({data.ticketsTotal})
            </Typography>
            <Button component={Link} href="/admin-customer-service">
              Full queue
            </Button>
          </Stack>
          <SupportQueue compact />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Unread messages">
          <Typography component="h2" variant="h6">
            Your unread messages ({data.unread.length})
          </Typography>
          {data.unread.length === 0 && <Typography color="text.secondary">All read.</Typography>}
          <List dense>
            {data.unread.map((n) => (
              <ListItem key={n.id} disableGutters>
                <ListItemText
                  primary={n.link ? <Link href={n.link}>{n.title}</Link> : n.title}
                  secondary={formatDateTime(n.createdAt)}
                />
              </ListItem>
            ))}
          </List>
          <Button component={Link} href="/messages" size="small">
            Open messages
          </Button>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Scheduled announcements">
          <Typography component="h2" variant="h6">
            Scheduled announcements
          </Typography>
          {data.scheduled.length === 0 && <Typography color="text.secondary">Nothing scheduled.</Typography>}
          <List dense>
            {data.scheduled.map((a) => (
              <ListItem key={a.id} disableGutters>
                <ListItemText
                  primary={a.title}
                  secondary={`${formatDateTime(a.scheduledAt)}${a.emailToo ? ' · also by email' : ''}`}
                />
              </ListItem>
            ))}
          </List>
          <Button component={Link} href="/admin-platform-messaging" size="small">
            Platform messaging
          </Button>
        </Paper>
      </Grid>
      <Grid size={12}>
        <Paper tabIndex={0} variant="outlined" sx={{ p: 2, overflowX: 'auto' }} component="section" aria-label="Outbox">
          <Typography component="h2" variant="h6">
            Email outbox
          </Typography>
          <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', gap: 1 }}>
            <Chip label={`Sent this week: ${week.sent ?? 0}`} color="success" variant="outlined" />
            <Chip label={`Queued: ${week.queued ?? 0}`} variant="outlined" />
            <Chip label={`Failed: ${week.failed ?? 0}`} color={week.failed ? 'error' : 'default'} variant="outlined" />
            {!data.smtpConfigured && (
              <Chip label="No mail server configured: emails are kept in the outbox" color="warning" />
            )}
          </Stack>
          {data.outbox.failed.length > 0 && (
            <>
              <Typography variant="subtitle2">Failures</Typography>
              <List dense>
                {data.outbox.failed.map((m) => (
                  <ListItem
                    key={m.id}
                    disableGutters
                    secondaryAction={
                      <Button size="small" onClick={() => retry.mutate(m.id)} disabled={retry.isPending}>
                        Retry
                      </Button>
                    }
                  >
                    <ListItemText
                      primary={`${m.subject} → ${m.to}`}
                      secondary={`${m.error ?? ''} (${m.attempts} attempts)`}
                    />
                  </ListItem>
                ))}
              </List>
            </>
          )}
          {retry.error && <Alert severity="error">{errorText(retry.error)}</Alert>}
          <Typography variant="subtitle2">Recent</Typography>
          <List dense>
            {data.outbox.recent.map((m) => (
              <ListItem key={m.id} disableGutters>
                <ListItemText
                  primary={`${m.subject} → ${m.to}`}
                  secondary={`${m.status} · ${formatDateTime(m.createdAt)}`}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
          <Button component={Link} href="/admin/outbox" size="small">
            Whole outbox
          </Button>
        </Paper>
      </Grid>
    </Grid>
  );
}
