'use client';
// /rights-management: every work and its registrations by society with ageing, exports and ACK import.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiKey, apiRequest, apiUrl, errorText, type ApiAnswer } from '@/lib/api-client';
import type { importAck } from '@/lib/rights/registrations';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { statusLabel } from './labels';
import type { Json } from '@/lib/platform/json-types';

type Registrations = ApiAnswer<'/api/rights/registrations'>;

/** A file the exports route answers with (not JSON): saved through a link, so the typed client cannot read it. */
async function download(format: string, workIds: string[], recipient?: string) {
  const res = await apiRequest('POST', '/api/rights/exports', { format, workIds, ...(recipient ? { recipient } : {}) });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
  return name;
}

export function RightsAdmin() {
  const qc = useQueryClient();
  const list = usePagedList<Registrations['items'][number], Registrations>(apiUrl('/api/rights/registrations'), {
    staleTime: 0,
  });
  const { first: data, error } = list;
  const works = list.items ?? [];
  const [selected, setSelected] = useState<string[]>([]);
  const [recipient, setRecipient] = useState('ASCAP');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: apiKey('/api/rights/registrations') });

  const exportMut = useMutation({
    mutationFn: (format: string) => download(format, selected, format === 'cwr' ? recipient : undefined),
    onSuccess: (name) => {
      setMessage({ ok: true, text: `Downloaded ${name}.` });
      void refresh();
    },
    onError: (e) => setMessage({ ok: false, text: errorText(e) }),
  });
  const ackMut = useMutation({
    mutationFn: async () => {
      const form = new FormData();
      form.append('file', file!);
      // A multipart upload: the typed client sends JSON bodies only.
      const res = await apiRequest('POST', '/api/rights/acks', form);
      return (await res.json()) as Json<Awaited<ReturnType<typeof importAck>>>;
    },
    onSuccess: (r) => {
      setMessage({
        ok: true,
        text: `${r.society}: ${r.updated.map((u) => `${u.title} ${statusLabel(u.status)}`).join(', ')}.`,
      });
      void refresh();
    },
    onError: (e) => setMessage({ ok: false, text: errorText(e) }),
  });

  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (!data) return <Typography color="text.secondary">Loading registrations...</Typography>;
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <Stack spacing={3}>
      {data.overdue.length > 0 && (
        <Alert severity="warning">
          {data.overdue.length} registration{data.overdue.length === 1 ? ' has' : 's have'} waited more than{' '}
          {data.alertDays} days without an acknowledgement:{' '}
          {data.overdue.map((r) => `${r.title} (${r.target.replace('CWR:', '')}, ${r.ageDays} days)`).join(', ')}.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Typography component="h2" variant="h6" sx={{ px: 1 }}>
          By society
        </Typography>
        <TableContainer>
          <Table size="small" aria-label="Registrations by society">
            <TableHead>
              <TableRow>
                {[
                  'Society',
                  'Waiting',
                  'Received',
                  'Registered',
                  'Rejected',
                  'Conflicts',
                  'Overdue',
                  'Oldest wait',
                ].map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.bySociety.map((s) => (
                <TableRow key={s.target}>
                  <TableCell>{s.target.replace('CWR:', '')}</TableCell>
                  <TableCell>{s.sent}</TableCell>
                  <TableCell>{s.acknowledged}</TableCell>
                  <TableCell>{s.accepted}</TableCell>
                  <TableCell>{s.rejected}</TableCell>
                  <TableCell>{s.conflict}</TableCell>
                  <TableCell>{s.overdue}</TableCell>
                  <TableCell>{s.oldestPendingDays} days</TableCell>
                </TableRow>
              ))}
              {data.bySociety.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8}>Nothing sent to a society yet.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {data.conflicts.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6">
            Conflicts and rejections
          </Typography>
          {data.conflicts.map((c) => (
            <Typography key={`${c.workId}-${c.target}`}>
              {c.title} at {c.target.replace('CWR:', '')}: {statusLabel(c.status)}
              {c.rejectionReason ? ` (${c.rejectionReason})` : ''}
            </Typography>
          ))}
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Typography component="h2" variant="h6" sx={{ px: 1 }}>
          Works
        </Typography>
        <TableContainer>
          <Table size="small" aria-label="Works">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>Work</TableCell>
                <TableCell>Owner</TableCell>
                <TableCell>Split sheet</TableCell>
                <TableCell>Registrations</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {works.map((w) => (
                <TableRow key={w.id}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.includes(w.id)}
                      onChange={() => toggle(w.id)}
                      slotProps={{ input: { 'aria-label': `Select ${w.title}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    {w.title}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {w.number}
                    </Typography>
                  </TableCell>
                  <TableCell>{w.ownerName}</TableCell>
                  <TableCell>{statusLabel(w.splitStatus)}</TableCell>
                  <TableCell>
                    {w.registrations.length
                      ? w.registrations
                          .map(
                            (r) =>
                              `${r.target.replace('CWR:', '')}: ${statusLabel(r.status)}${r.ageDays !== null && r.status === 'sent' ? ` (${r.ageDays} days)` : ''}`,
                          )
                          .join('; ')
                      : 'none'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <LoadMore shown={works.length} {...list} />
      </Paper>
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6">
            Export {selected.length} selected work{selected.length === 1 ? '' : 's'}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField size="small" label="Society" value={recipient} onChange={(e) => setRecipient(e.target.value)} />
            <Button
              variant="contained"
              disabled={!selected.length || exportMut.isPending}
              onClick={() => exportMut.mutate('cwr')}
            >
              Export CWR 2.1 / 2.2 / 3.0 (the society&apos;s version)
            </Button>
            <Button
              variant="outlined"
              disabled={!selected.length || exportMut.isPending}
              onClick={() => exportMut.mutate('mlc')}
            >
              MLC spreadsheet
            </Button>
            <Button
              variant="outlined"
              disabled={!selected.length || exportMut.isPending}
              onClick={() => exportMut.mutate('mlc-isrc')}
            >
              ISRC match CSV
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          component="form"
          spacing={2}
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            if (file) ackMut.mutate();
          }}
        >
          <Typography component="h2" variant="h6">
            Import a society acknowledgement (ACK)
          </Typography>
          <input type="file" aria-label="Acknowledgement file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          <Button
            type="submit"
            variant="outlined"
            disabled={!file || ackMut.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            Import the acknowledgement
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
