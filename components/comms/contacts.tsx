'use client';
// /contact-management: everyone the platform knows, with tags, notes and history; CSV import with a
// column mapping (duplicates by email are reported and skipped) and CSV export.
import { useState } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, apiUrl, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import type { contactImport } from '@/lib/comms/contract';
import type { BodyOf } from '@/lib/platform/http/contract';
import { formatDate } from '@/lib/platform/format';
import { LoadMore, usePagedList } from '../ui/paged-list';

const SOURCES = ['user', 'waiting_list', 'applicant', 'collaborator', 'import'];

/** Every contacts query: the lists under any filter and each contact's history. */
function refreshContacts(qc: QueryClient) {
  const contacts = apiKey('/api/communications/contacts')[0];
  return qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(contacts) });
}

function ContactDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const qc = useQueryClient();
  const { data } = useApi('/api/communications/contacts/[id]', { params: { id } });
  const [tags, setTags] = useState<string | null>(null);
  const [notes, setNotes] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      api.patch(
        '/api/communications/contacts/[id]',
        {
          tags: (tags ?? data!.contact.tags.join(', '))
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
          notes: notes ?? data!.contact.notes,
        },
        { params: { id } },
      ),
    onSuccess: () => {
      void refreshContacts(qc);
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{data ? `${data.contact.name || data.contact.email}` : 'Contact'}</DialogTitle>
      <DialogContent>
        {data && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{data.contact.email}</Typography>
            <TextField
              label="Tags (comma separated)"
              value={tags ?? data.contact.tags.join(', ')}
              onChange={(e) => setTags(e.target.value)}
            />
            <TextField
              label="Notes"
              multiline
              minRows={3}
              value={notes ?? data.contact.notes}
              onChange={(e) => setNotes(e.target.value)}
            />
            {save.error && <Alert severity="error">{errorText(save.error)}</Alert>}
            <Button variant="contained" onClick={() => save.mutate()} sx={{ alignSelf: 'flex-start' }}>
              Save
            </Button>
            <Typography variant="subtitle2">Tickets</Typography>
            {data.tickets.length === 0 && <Typography variant="body2">None</Typography>}
            {data.tickets.map((t) => (
              <Typography variant="body2" key={t.id}>
                #{t.number} {t.subject} ({t.status})
              </Typography>
            ))}
            <Typography variant="subtitle2">Messages</Typography>
            {data.messages.length === 0 && <Typography variant="body2">None</Typography>}
            {data.messages.map((m) => (
              <Typography variant="body2" key={m.id}>
                {formatDate(m.createdAt)}: {m.title} {m.readAt ? '(read)' : ''}
              </Typography>
            ))}
            <Typography variant="subtitle2">Emails</Typography>
            {data.emails.length === 0 && <Typography variant="body2">None</Typography>}
            {data.emails.map((m) => (
              <Typography variant="body2" key={m.id}>
                {formatDate(m.createdAt)}: {m.subject} ({m.status})
              </Typography>
            ))}
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ImportPanel({ onDone }: { onDone: () => void }) {
  const [csv, setCsv] = useState('');
  const [columns, setColumns] = useState<string[]>([]);
  const [mapping, setMapping] = useState({ email: '', name: '', tags: '', notes: '' });
  const run = useMutation({
    mutationFn: (dryRun: boolean) =>
      api.post('/api/communications/contacts/import', {
        csv,
        dryRun,
        // The columns chosen (an unset email column is the server's 400).
        mapping: Object.fromEntries(Object.entries(mapping).filter(([, v]) => v)) as BodyOf<
          typeof contactImport
        >['mapping'],
      }),
    onSuccess: (r) => !r.dryRun && onDone(),
  });
  async function onFile(f: File) {
    const text = await f.text();
    setCsv(text);
    const header = text.split(/\r?\n/)[0].replace(/^\uFEFF/, '');
    const cols = header.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
    setColumns(cols);
    const guess = (re: RegExp) => cols.find((c) => re.test(c)) ?? '';
    setMapping({ email: guess(/e-?mail/i), name: guess(/name/i), tags: guess(/tag/i), notes: guess(/note/i) });
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Import contacts">
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          Import from CSV
        </Typography>
        <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Choose a CSV file
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => e.target.files?.[0] && void onFile(e.target.files[0])}
          />
        </Button>
        {columns.length > 0 && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {(['email', 'name', 'tags', 'notes'] as const).map((field) => (
              <TextField
                key={field}
                select
                size="small"
                label={`${field} column`}
                value={mapping[field]}
                onChange={(e) => setMapping({ ...mapping, [field]: e.target.value })}
                sx={{ minWidth: 140 }}
              >
                <MenuItem value="">(none)</MenuItem>
                {columns.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
        )}
        {run.data && (
          <Alert severity={run.data.dryRun ? 'info' : 'success'}>
            {run.data.dryRun ? 'Would add' : 'Added'} {run.data.created}; {run.data.duplicates.length} already known
            (skipped)
            {run.data.invalid.length ? `; ${run.data.invalid.length} rows without a valid email` : ''}.
          </Alert>
        )}
        {run.error && <Alert severity="error">{errorText(run.error)}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button disabled={!csv || !mapping.email} onClick={() => run.mutate(true)}>
            Check
          </Button>
          <Button
            variant="contained"
            disabled={!csv || !mapping.email || run.isPending}
            onClick={() => run.mutate(false)}
          >
            Import
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

export function ContactManager() {
  const qc = useQueryClient();
  const [q, setQ] = useState('');
  const [source, setSource] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (source) params.set('source', source);
  const list = usePagedList<ApiAnswer<'/api/communications/contacts'>['items'][number]>(
    apiUrl('/api/communications/contacts', { query: { q: q.trim(), source } }),
    { keepPrevious: true },
  );
  const { error } = list;
  const items = list.items;
  const refresh = () => refreshContacts(qc);
  const sync = useMutation({
    mutationFn: () => api.post('/api/communications/contacts', undefined),
    onSuccess: refresh,
  });
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        <TextField size="small" label="Search name or email" value={q} onChange={(e) => setQ(e.target.value)} />
        <TextField
          select
          size="small"
          label="Source"
          value={source}
          onChange={(e) => setSource(e.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All</MenuItem>
          {SOURCES.map((s) => (
            <MenuItem key={s} value={s}>
              {s.replace('_', ' ')}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => sync.mutate()} disabled={sync.isPending}>
          Gather from the platform
        </Button>
        <Button variant="outlined" href={`/api/communications/contacts/export?${params}`}>
          Export CSV
        </Button>
      </Stack>
      {sync.data && (
        <Alert severity="success">
          {sync.data.added} new contacts; {sync.data.total} in all.
        </Alert>
      )}
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      <Paper tabIndex={0} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Contacts">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Sources</TableCell>
              <TableCell>Tags</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items?.map((c) => (
              <TableRow key={c.id} hover onClick={() => setOpen(c.id)} sx={{ cursor: 'pointer' }}>
                <TableCell>{c.name}</TableCell>
                <TableCell>{c.email}</TableCell>
                <TableCell>{c.sources.join(', ')}</TableCell>
                <TableCell>
                  {c.tags.map((t) => (
                    <Chip key={t} size="small" label={t} sx={{ mr: 0.5 }} />
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {items && <LoadMore shown={items.length} {...list} />}
      <ImportPanel onDone={refresh} />
      {open && <ContactDialog id={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
