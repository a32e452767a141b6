'use client';
// The email outbox for admins: what the platform sent or stored, newest first and a page at a time, with the
// message body (token links redacted). An email can be sent again without anyone reading its secrets.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Accordion from '@mui/material/Accordion';
import AccordionSummary from '@mui/material/AccordionSummary';
import AccordionDetails from '@mui/material/AccordionDetails';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { api, apiKey, apiUrl, errorText, type ApiAnswer } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { formatDateTime } from '@/lib/platform/format';

type OutboxItem = ApiAnswer<'/api/admin/outbox'>['items'][number];

export function OutboxTable() {
  const [to, setTo] = useState('');
  const list = usePagedList<OutboxItem>(apiUrl('/api/admin/outbox', { query: { to } }), {
    staleTime: 10_000,
    keepPrevious: true,
  });
  const { items, total, isLoading, error } = list;
  const qc = useQueryClient();
  const resend = useMutation({
    mutationFn: (id: string) => api.post('/api/admin/outbox/[id]/resend', undefined, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKey('/api/admin/outbox', { query: { to } }) }),
  });
  return (
    <Stack spacing={2}>
      <TextField
        label="Filter by recipient"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        sx={{ maxWidth: 360 }}
      />
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {resend.error && <Alert severity="error">{errorText(resend.error)}</Alert>}
      {resend.isSuccess && <Alert severity="success">The email is on its way again.</Alert>}
      {isLoading && <LoadingModule />}
      {items && (
        <Typography color="text.secondary">
          {total} email{total === 1 ? '' : 's'}
        </Typography>
      )}
      {items?.length === 0 && <Alert severity="info">No emails yet.</Alert>}
      {items?.map((m) => (
        // Each email's summary is a heading right under the page's h1 (MUI's default is an h3: axe heading-order)
        <Accordion key={m.id} disableGutters slots={{ heading: 'h2' }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                size="small"
                label={m.status}
                color={m.status === 'failed' ? 'error' : m.status === 'sent' ? 'success' : 'default'}
              />
              <Typography sx={{ fontWeight: 600 }}>{m.subject}</Typography>
              <Typography color="text.secondary">to {m.to}</Typography>
              <Typography color="text.secondary" variant="body2">
                {formatDateTime(m.createdAt)}
              </Typography>
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
              {m.text}
            </Typography>
            <Button size="small" sx={{ mt: 1 }} disabled={resend.isPending} onClick={() => resend.mutate(m.id)}>
              Send again
            </Button>
          </AccordionDetails>
        </Accordion>
      ))}
      {items && items.length > 0 && <LoadMore shown={items.length} {...list} />}
    </Stack>
  );
}
