'use client';
// One ticket: its context (the release, payout or statement lines), the thread, a reply box; staff also
// see internal notes and change status, priority, assignment, or merge a duplicate; the requester rates
// the help once it is resolved.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import type { ticketUpdate } from '@/lib/comms/contract';
import type { BodyOf } from '@/lib/platform/http/contract';
import { TICKET_CATEGORIES, TICKET_STATUS_LABEL } from '@/lib/comms/support/sla';
import { LoadingModule } from '@/components/ui/loading-module';
import { AttachmentPicker, type Uploaded } from './new-ticket-form';
import { SlaChip } from './sla-chip';
import { formatDateTime } from '@/lib/platform/format';
import { ContextPanel } from './ticket-context';

type Detail = ApiAnswer<'/api/support/tickets/[id]'>;
const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

function StaffControls({ t, onChange }: { t: Detail; onChange: () => void }) {
  const { data: staff } = useApi('/api/support/staff');
  const [mergeInto, setMergeInto] = useState('');
  const update = useMutation({
    mutationFn: (patch: BodyOf<typeof ticketUpdate>) =>
      api.patch('/api/support/tickets/[id]', patch, { params: { id: t.id } }),
    onSuccess: onChange,
  });
  const merge = useMutation({
    mutationFn: () =>
      api.post('/api/support/tickets/[id]/merge', { intoId: mergeInto.trim() }, { params: { id: t.id } }),
    onSuccess: onChange,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Staff controls">
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          Handling
        </Typography>
        <TextField
          select
          size="small"
          label="Status"
          value={t.status}
          onChange={(e) => update.mutate({ status: e.target.value as keyof typeof TICKET_STATUS_LABEL })}
        >
          {Object.entries(TICKET_STATUS_LABEL).map(([k, l]) => (
            <MenuItem key={k} value={k}>
              {l}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Priority"
          value={t.priority}
          onChange={(e) => update.mutate({ priority: PRIORITIES.find((p) => p === e.target.value) })}
        >
          {PRIORITIES.map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Assigned to"
          value={t.assignee?.id ?? ''}
          onChange={(e) => update.mutate({ assigneeId: e.target.value || null })}
        >
          <MenuItem value="">Nobody</MenuItem>
          {staff?.items.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        {update.error && <Alert severity="error">{errorText(update.error)}</Alert>}
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            label="Merge into ticket id"
            value={mergeInto}
            onChange={(e) => setMergeInto(e.target.value)}
          />
          <Button disabled={!mergeInto.trim() || merge.isPending} onClick={() => merge.mutate()}>
            Merge
          </Button>
        </Stack>
        {merge.error && <Alert severity="error">{errorText(merge.error)}</Alert>}
        <Typography variant="body2" color="text.secondary">
          Requester: {t.requester?.name} ({t.requester?.email}) · ticket id {t.id}
        </Typography>
      </Stack>
    </Paper>
  );
}

function RateBox({ t, onChange }: { t: Detail; onChange: () => void }) {
  const [value, setValue] = useState<number | null>(t.rating);
  const [comment, setComment] = useState('');
  const rate = useMutation({
    mutationFn: () =>
      api.post(
        '/api/support/tickets/[id]/rating',
        { rating: value!, comment: comment || undefined },
        { params: { id: t.id } },
      ),
    onSuccess: onChange,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Rate this help">
      <Typography component="h2" variant="h6">
        How did we do?
      </Typography>
      {t.rating ? (
        <Typography>Thank you: you rated this {t.rating} out of 5.</Typography>
      ) : (
        <Stack spacing={1}>
          <Rating name="ticket-rating" value={value} onChange={(_e, v) => setValue(v)} />
          <TextField
            size="small"
            label="Anything to add? (optional)"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <Button
            variant="contained"
            disabled={!value || rate.isPending}
            onClick={() => rate.mutate()}
            sx={{ alignSelf: 'flex-start' }}
          >
            Send rating
          </Button>
          {rate.error && <Alert severity="error">{errorText(rate.error)}</Alert>}
        </Stack>
      )}
    </Paper>
  );
}

export function TicketThread({ id }: { id: string }) {
  const qc = useQueryClient();
  const { data: t, isLoading, error } = useApi('/api/support/tickets/[id]', { params: { id } });
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<Uploaded[]>([]);
  const refresh = () => qc.invalidateQueries({ queryKey: apiKey('/api/support/tickets/[id]', { params: { id } }) });
  const send = useMutation({
    mutationFn: () =>
      api.post(
        '/api/support/tickets/[id]/messages',
        { body, internal, attachmentIds: files.map((f) => f.id) },
        { params: { id } },
      ),
    onSuccess: () => {
      setBody('');
      setFiles([]);
      setInternal(false);
      refresh();
    },
  });
  if (isLoading) return <LoadingModule />;
  if (error || !t) return <Alert severity="error">{errorText(error, 'This ticket could not be loaded')}</Alert>;
  const done = t.status === 'resolved' || t.status === 'closed';
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
              #{t.number} {t.subject}
            </Typography>
            <Chip
              label={TICKET_STATUS_LABEL[t.status]}
              color={done ? 'success' : 'primary'}
              data-testid="ticket-status"
            />
            <Chip label={TICKET_CATEGORIES[t.category]} variant="outlined" />
            {t.viewerIsStaff && <SlaChip sla={t.sla} />}
          </Stack>
          {t.mergedIntoId && <Alert severity="info">This ticket was merged into another one.</Alert>}
          {t.messages.map((m) => (
            <Paper
              key={m.id}
              variant="outlined"
              sx={{
                p: 2,
                bgcolor: m.internal ? 'warning.light' : undefined,
                color: m.internal ? 'warning.contrastText' : undefined,
              }}
              aria-label={m.internal ? 'Internal note' : 'Message'}
            >
              <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {m.authorKind === 'system'
                    ? 'Note'
                    : m.authorKind === 'staff'
                      ? `${m.author?.name ?? 'Support'} (support)`
                      : (m.author?.name ?? 'Customer')}
                </Typography>
                {m.internal && <Chip size="small" label="Internal note" />}
                {m.via === 'email' && <Chip size="small" variant="outlined" label="by email" />}
                <Typography variant="caption" sx={{ ml: 'auto' }}>
                  {formatDateTime(m.createdAt)}
                </Typography>
              </Stack>
              <Box sx={{ overflowWrap: 'anywhere', '& p': { my: 0.5 } }} dangerouslySetInnerHTML={{ __html: m.body }} />
              {m.attachments.length > 0 && (
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                  {m.attachments.map(
                    (f) =>
                      f && (
                        <Chip
                          key={f.id}
                          component="a"
                          clickable
                          href={`/api/files/${f.id}`}
                          target="_blank"
                          label={f.name}
                        />
                      ),
                  )}
                </Stack>
              )}
            </Paper>
          ))}
          {!t.mergedIntoId && (
            <Paper
              variant="outlined"
              sx={{ p: 2 }}
              component="form"
              aria-label="Reply"
              onSubmit={(e) => {
                e.preventDefault();
                send.mutate();
              }}
            >
              <Stack spacing={1}>
                <TextField
                  multiline
                  minRows={3}
                  label={internal ? 'Internal note (staff only)' : 'Your reply'}
                  value={body}
                  onChange={(e) => setBody(e.target.value)}
                />
                {done && !internal && (
                  <Typography variant="body2" color="text.secondary">
                    Replying reopens this ticket.
                  </Typography>
                )}
                <AttachmentPicker files={files} onChange={setFiles} />
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  {t.viewerIsStaff && (
                    <FormControlLabel
                      control={<Switch checked={internal} onChange={(e) => setInternal(e.target.checked)} />}
                      label="Internal note"
                    />
                  )}
                  <Button type="submit" variant="contained" disabled={!body.trim() || send.isPending}>
                    {internal ? 'Add note' : 'Send reply'}
                  </Button>
                </Stack>
                {send.error && <Alert severity="error">{errorText(send.error)}</Alert>}
              </Stack>
            </Paper>
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={2}>
          {t.viewerIsStaff && <StaffControls t={t} onChange={refresh} />}
          {!t.viewerIsStaff && done && <RateBox t={t} onChange={refresh} />}
          {t.viewerIsStaff && t.rating && (
            <Alert severity="info">
              Rated {t.rating}/5{t.ratingComment ? `: ${t.ratingComment}` : ''}
            </Alert>
          )}
          <ContextPanel context={t.context} />
        </Stack>
      </Grid>
    </Grid>
  );
}
