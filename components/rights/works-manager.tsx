'use client';
// /song-split-sheet-service: the artist's works, sending split sheets, watching signatures arrive,
// and protecting works with certificates.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { TableHeadRow } from '@/components/ui/table-head-row';
import TableRow from '@mui/material/TableRow';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { api, apiKey, apiUrl, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import { formatShare } from '@/lib/rights/codes';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { WorkForm } from './work-form';
import { statusLabel } from './labels';
import { formatDateTime } from '@/lib/platform/format';

type Work = ApiAnswer<'/api/rights/works'>['items'][number];

function WorkPanel({ id }: { id: string }) {
  const qc = useQueryClient();
  const target = { params: { id } };
  const { data: work, error } = useApi('/api/rights/works/[id]', target, {
    refetchInterval: (q) => (q.state.data?.splitSheet?.status === 'pending' ? 4000 : false),
    staleTime: 0,
  });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: apiKey('/api/rights/works/[id]', target) });
    void qc.invalidateQueries({ queryKey: apiKey('/api/rights/works') });
  };
  const send = useMutation({
    mutationFn: () => api.post('/api/rights/works/[id]/split-sheet', undefined, target),
    onSuccess: (r) => {
      setMessage({ ok: true, text: `Split sheet sent to ${r.signers.map((s) => s.name).join(', ')}.` });
      refresh();
    },
    onError: (e) => setMessage({ ok: false, text: errorText(e) }),
  });
  const protect = useMutation({
    mutationFn: () => api.post('/api/rights/certificates', { workId: id }),
    onSuccess: (r) => {
      setMessage({ ok: true, text: `Certificate ${r.code} issued.` });
      void qc.invalidateQueries({ queryKey: apiKey('/api/rights/certificates') });
    },
    onError: (e) => setMessage({ ok: false, text: errorText(e) }),
  });
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (!work) return <Typography color="text.secondary">Loading the work...</Typography>;
  const sheet = work.splitSheet;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          {work.title}{' '}
          <Typography component="span" color="text.secondary">
            {work.number}
            {work.iswcDisplay ? ` · ${work.iswcDisplay}` : ''}
          </Typography>
        </Typography>
        <TableContainer>
          <Table size="small" aria-label="Writers and shares">
            <TableHeadRow columns={['Name', 'Role', 'Publisher (chain)', 'Performance', 'Mechanical', 'Sync']} />
            <TableBody>
              {work.parties.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.name}</TableCell>
                  <TableCell>{p.role}</TableCell>
                  <TableCell>
                    {p.publisher === null ? '' : (work.parties[p.publisher]?.name ?? '')}
                    {p.administrator === null ? '' : `, administered by ${work.parties[p.administrator]?.name ?? ''}`}
                  </TableCell>
                  <TableCell>{formatShare(p.shares.performance)}</TableCell>
                  <TableCell>{formatShare(p.shares.mechanical)}</TableCell>
                  <TableCell>{formatShare(p.shares.sync)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Split sheet
        </Typography>
        {sheet ? (
          <>
            <Typography>
              Version {sheet.version}:{' '}
              <strong>{sheet.status === 'signed' ? 'signed by every writer' : 'waiting for signatures'}</strong>
            </Typography>
            <List dense aria-label="Signatures">
              {sheet.signatures.map((s) => (
                <ListItemText
                  key={s.id}
                  primary={`${s.partyName}: ${s.signedAt ? `signed ${formatDateTime(s.signedAt)}` : 'not signed yet'}`}
                  secondary={s.email}
                />
              ))}
            </List>
            <Button
              component="a"
              href={`/api/rights/works/${id}/split-sheet/pdf`}
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
            >
              Download the split sheet (PDF)
            </Button>
          </>
        ) : (
          <Typography color="text.secondary">Not sent yet. Every writer signs through a link we email them.</Typography>
        )}
        {work.splitHistory.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            Earlier versions:{' '}
            {work.splitHistory.map((h) => `v${h.version} (${h.signed}/${h.signers} signed, replaced)`).join(', ')}
          </Typography>
        )}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Registrations
        </Typography>
        {work.registrations.length ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {work.registrations.map((r) => (
              <Chip key={r.id} label={`${r.target.replace('CWR:', '')}: ${statusLabel(r.status)}`} />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">Not registered anywhere yet.</Typography>
        )}
        {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {sheet?.status !== 'signed' && (
            <Button variant="contained" onClick={() => send.mutate()} disabled={send.isPending}>
              {sheet ? 'Send the split sheet again' : 'Send the split sheet'}
            </Button>
          )}
          <Button variant="outlined" onClick={() => protect.mutate()} disabled={protect.isPending}>
            Issue a copyright certificate
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

export function WorksManager({ me }: { me: { name: string; email: string } }) {
  const qc = useQueryClient();
  const list = usePagedList<Work>(apiUrl('/api/rights/works'), { staleTime: 0 });
  const [selected, setSelected] = useState<string | null>(null);
  const works = list.items ?? [];
  return (
    <Stack spacing={3}>
      <WorkForm
        me={me}
        onCreated={(id) => {
          void qc.invalidateQueries({ queryKey: apiKey('/api/rights/works') });
          setSelected(id);
        }}
      />
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Typography component="h2" variant="h6" sx={{ px: 1 }}>
          Your works
        </Typography>
        {works.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 1 }}>
            No works yet. Create one above.
          </Typography>
        ) : (
          <List aria-label="Your works">
            {works.map((w) => (
              <ListItem key={w.id} disablePadding>
                <ListItemButton selected={w.id === selected} onClick={() => setSelected(w.id)}>
                  <ListItemText
                    primary={w.title}
                    secondary={`${w.number} · ${w.writers.join(', ')} · split sheet: ${statusLabel(w.splitStatus)}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {works.length > 0 && <LoadMore shown={works.length} {...list} />}
      </Paper>
      {selected && <WorkPanel id={selected} />}
    </Stack>
  );
}
