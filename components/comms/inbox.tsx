'use client';
// /messages: the in-app inbox (mark read, answer a message from the team) and notification preferences.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { api, apiKey, apiUrl, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import type { PreferenceRow } from '@/lib/comms/notify';
import { LoadingModule } from '@/components/ui/loading-module';
import { LoadMore, usePagedList } from '@/components/ui/paged-list';
import { formatDateTime } from '@/lib/platform/format';

type Inbox = ApiAnswer<'/api/communications/notifications'>;
type InboxRow = Inbox['items'][number];
function Reply({ id, onDone }: { id: string; onDone: () => void }) {
  const [body, setBody] = useState('');
  const send = useMutation({
    mutationFn: () => api.post('/api/communications/notifications/[id]/reply', { body }, { params: { id } }),
    onSuccess: () => {
      setBody('');
      onDone();
    },
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
      <TextField size="small" label="Your answer" value={body} onChange={(e) => setBody(e.target.value)} fullWidth />
      <Button variant="outlined" disabled={!body.trim() || send.isPending} onClick={() => send.mutate()}>
        Send
      </Button>
      {send.error && <Alert severity="error">{errorText(send.error)}</Alert>}
    </Stack>
  );
}

export function InboxView() {
  const qc = useQueryClient();
  const list = usePagedList<InboxRow, Inbox>(apiUrl('/api/communications/notifications'), { staleTime: 0 });
  const { isLoading, error, first: data } = list;
  const refresh = () => {
    qc.invalidateQueries({ queryKey: apiKey('/api/communications/notifications') });
    qc.invalidateQueries({ queryKey: apiKey('/api/communications/notifications/unread') });
  };
  const mark = useMutation({
    mutationFn: (ids: string[] | 'all') => api.post('/api/communications/notifications', { ids }),
    onSuccess: refresh,
  });
  if (isLoading) return <LoadingModule />;
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  const items = list.items ?? [];
  return (
    <Stack spacing={2} component="section" aria-label="Inbox">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Inbox {data?.unread ? `(${data.unread} unread)` : ''}
        </Typography>
        <Button disabled={!data?.unread} onClick={() => mark.mutate('all')}>
          Mark all read
        </Button>
      </Stack>
      {items.length === 0 && (
        <Alert severity="info">
          Nothing here yet. News about your releases, earnings and tickets will appear here.
        </Alert>
      )}
      {items.map((n) => (
        <Card
          key={n.id}
          variant="outlined"
          sx={{ borderLeft: n.readAt ? undefined : 4, borderLeftColor: 'primary.main' }}
        >
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: n.readAt ? 400 : 700, flexGrow: 1, overflowWrap: 'anywhere' }}>
                {n.title}
              </Typography>
              {!n.readAt && <Chip size="small" color="primary" label="New" />}
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(n.createdAt)}
              </Typography>
            </Stack>
            {n.body && (
              <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} color="text.secondary">
                {n.body}
              </Typography>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              {n.link && n.link !== '/messages' && (
                <Button component={Link} href={n.link} size="small" onClick={() => !n.readAt && mark.mutate([n.id])}>
                  Open
                </Button>
              )}
              {!n.readAt && (
                <Button size="small" onClick={() => mark.mutate([n.id])}>
                  Mark read
                </Button>
              )}
            </Stack>
            {n.event === 'direct_message' && n.fromUserId && <Reply id={n.id} onDone={refresh} />}
          </CardContent>
        </Card>
      ))}
      {items.length > 0 && <LoadMore shown={items.length} {...list} />}
    </Stack>
  );
}

export function PreferencesForm() {
  const qc = useQueryClient();
  const { data } = useApi('/api/communications/preferences');
  const [draft, setDraft] = useState<PreferenceRow[] | null>(null);
  const rows = draft ?? data?.items ?? [];
  const save = useMutation({
    mutationFn: () => api.put('/api/communications/preferences', { preferences: rows }),
    onSuccess: () => {
      setDraft(null);
      qc.invalidateQueries({ queryKey: apiKey('/api/communications/preferences') });
    },
  });
  const toggle = (i: number, field: 'inApp' | 'email') =>
    setDraft(rows.map((r, j) => (j === i ? { ...r, [field]: !r[field] } : r)));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Notification preferences">
      <Typography component="h2" variant="h6">
        How we reach you
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        For each kind of news: in your inbox here, by email, both, or not at all.
      </Typography>
      <div tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>News about</TableCell>
              <TableCell>In-app</TableCell>
              <TableCell>Email</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r, i) => (
              <TableRow key={r.category}>
                <TableCell>{r.label}</TableCell>
                <TableCell>
                  <Checkbox
                    checked={r.inApp}
                    onChange={() => toggle(i, 'inApp')}
                    slotProps={{ input: { 'aria-label': `${r.label} in-app` } }}
                  />
                </TableCell>
                <TableCell>
                  <Checkbox
                    checked={r.email}
                    onChange={() => toggle(i, 'email')}
                    slotProps={{ input: { 'aria-label': `${r.label} by email` } }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Button variant="contained" disabled={!draft || save.isPending} onClick={() => save.mutate()}>
          Save preferences
        </Button>
        {save.isSuccess && !draft && <Typography color="success.main">Saved.</Typography>}
        {save.error && <Alert severity="error">{errorText(save.error)}</Alert>}
      </Stack>
    </Paper>
  );
}
