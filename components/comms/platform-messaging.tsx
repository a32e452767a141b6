'use client';
// /admin-platform-messaging: announcements to a segment (now or scheduled, in-app and optionally by
// email) with read receipts, and direct messages to one person.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { TableHeadRow } from '@/components/ui/table-head-row';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PanelForm } from '@/components/ui/form';
import { api, apiKey, apiUrl, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import { BRANDS, BRAND_KEYS, type BrandKey } from '@/lib/platform/brands/brands';
import { issuesByField } from './new-ticket-form';
import { formatDateTime } from '@/lib/platform/format';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { DirectMessageForm } from './direct-message-form';

const SEGMENTS = {
  all: 'Everyone',
  role: 'People with a role',
  release_in_review: 'Artists with a release in review',
  course: 'Students of a course',
};
const ROLES = ['artist', 'student', 'member', 'admin', 'super_admin'] as const;

function AnnouncementForm() {
  const qc = useQueryClient();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [kind, setKind] = useState<keyof typeof SEGMENTS>('all');
  const [brand, setBrand] = useState<BrandKey | ''>('');
  const [role, setRole] = useState<(typeof ROLES)[number]>('artist');
  const [courseId, setCourseId] = useState('');
  const [emailToo, setEmailToo] = useState(false);
  const [when, setWhen] = useState('');
  const segment = {
    kind,
    ...(brand ? { brand } : {}),
    ...(kind === 'role' ? { role } : {}),
    ...(kind === 'course' ? { courseId } : {}),
  };
  const { data: courses } = useApi('/api/communications/courses', {}, { enabled: kind === 'course' });
  const size = useQuery({
    queryKey: ['segment-size', JSON.stringify(segment)],
    queryFn: () => api.post('/api/communications/segment-size', segment),
    enabled: kind !== 'course' || !!courseId,
  });
  const send = useMutation({
    mutationFn: () =>
      api.post('/api/communications/announcements', {
        title,
        body,
        segment,
        emailToo,
        ...(when ? { scheduledAt: new Date(when).toISOString() } : {}),
      }),
    onSuccess: () => {
      setTitle('');
      setBody('');
      setWhen('');
      qc.invalidateQueries({ queryKey: apiKey('/api/communications/announcements') });
    },
  });
  const issues = send.error ? issuesByField(send.error) : {};
  return (
    <PanelForm label="New announcement" heading="Announcement" onSubmit={() => send.mutate()}>
      <TextField
        required
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={!!issues.title}
        helperText={issues.title}
      />
      <TextField
        required
        multiline
        minRows={4}
        label="Message"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={!!issues.body}
        helperText={issues.body}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          label="Who"
          value={kind}
          onChange={(e) => setKind(e.target.value as keyof typeof SEGMENTS)}
          sx={{ minWidth: 220 }}
        >
          {Object.entries(SEGMENTS).map(([k, l]) => (
            <MenuItem key={k} value={k}>
              {l}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Brand"
          value={brand}
          onChange={(e) => setBrand(BRAND_KEYS.find((b) => b === e.target.value) ?? '')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All brands</MenuItem>
          {BRAND_KEYS.map((b) => (
            <MenuItem key={b} value={b}>
              {BRANDS[b].name}
            </MenuItem>
          ))}
        </TextField>
        {kind === 'role' && (
          <TextField
            select
            label="Role"
            value={role}
            onChange={(e) => setRole(ROLES.find((r) => r === e.target.value) ?? 'artist')}
          >
            {ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {r.replace('_', ' ')}
              </MenuItem>
            ))}
          </TextField>
        )}
        {kind === 'course' && (
          <TextField
            select
            label="Course"
            value={courseId}
            onChange={(e) => setCourseId(e.target.value)}
            sx={{ minWidth: 200 }}
            error={!!issues['segment.courseId']}
            helperText={issues['segment.courseId']}
          >
            {courses?.items.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.title}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {size.data && <Typography color="text.secondary">Reaches {size.data.count} people.</Typography>}
      <TextField
        type="datetime-local"
        label="Send at (leave empty to send now)"
        value={when}
        onChange={(e) => setWhen(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        error={!!issues.scheduledAt}
        helperText={issues.scheduledAt}
      />
      <FormControlLabel
        control={<Checkbox checked={emailToo} onChange={(e) => setEmailToo(e.target.checked)} />}
        label="Email it too (with an unsubscribe link)"
      />
      {send.error && <Alert severity="error">{errorText(send.error)}</Alert>}
      {send.data && (
        <Alert severity="success">{send.data.sent ? `Sent to ${send.data.recipients} people.` : 'Scheduled.'}</Alert>
      )}
      <Button type="submit" variant="contained" disabled={send.isPending} sx={{ alignSelf: 'flex-start' }}>
        {when ? 'Schedule' : 'Send now'}
      </Button>
    </PanelForm>
  );
}

export function PlatformMessaging() {
  const announcements = usePagedList<ApiAnswer<'/api/communications/announcements'>['items'][number]>(
    apiUrl('/api/communications/announcements'),
  );
  const directMessages = usePagedList<ApiAnswer<'/api/communications/direct-messages'>['items'][number]>(
    apiUrl('/api/communications/direct-messages'),
  );
  const ann = announcements.items && { items: announcements.items };
  const dms = directMessages.items && { items: directMessages.items };
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <AnnouncementForm />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <DirectMessageForm />
      </Grid>
      <Grid size={12}>
        <Paper
          variant="outlined"
          sx={{ p: 2, overflowX: 'auto' }}
          component="section"
          aria-label="Announcements sent"
          tabIndex={0}
        >
          <Typography component="h2" variant="h6">
            Announcements
          </Typography>
          <Table size="small">
            <TableHeadRow columns={['Title', 'Who', 'When', 'Recipients', 'Read']} />
            <TableBody>
              {ann?.items.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{a.title}</TableCell>
                  <TableCell>
                    {SEGMENTS[a.segment.kind]}
                    {a.segment.brand ? ` · ${BRANDS[a.segment.brand].name}` : ''}
                    {a.segment.role ? ` · ${a.segment.role}` : ''}
                  </TableCell>
                  <TableCell>
                    {a.sentAt ? `Sent ${formatDateTime(a.sentAt)}` : `Scheduled ${formatDateTime(a.scheduledAt)}`}
                  </TableCell>
                  <TableCell>{a.recipientCount}</TableCell>
                  <TableCell>{a.readCount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {!!ann?.items.length && <LoadMore shown={ann.items.length} {...announcements} />}
        </Paper>
      </Grid>
      <Grid size={12}>
        <Paper
          variant="outlined"
          sx={{ p: 2, overflowX: 'auto' }}
          tabIndex={0}
          component="section"
          aria-label="Direct messages sent"
        >
          <Typography component="h2" variant="h6">
            Direct messages
          </Typography>
          <Table size="small">
            <TableHeadRow columns={['To', 'From', 'Message', 'Sent', 'Read']} />
            <TableBody>
              {dms?.items.map((m) => (
                <TableRow key={m.id}>
                  <TableCell>{m.to.name}</TableCell>
                  <TableCell>{m.from}</TableCell>
                  <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{m.body}</TableCell>
                  <TableCell>{formatDateTime(m.createdAt)}</TableCell>
                  <TableCell>{m.readAt ? formatDateTime(m.readAt) : 'Not yet'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {!!dms?.items.length && <LoadMore shown={dms.items.length} {...directMessages} />}
        </Paper>
      </Grid>
    </Grid>
  );
}
