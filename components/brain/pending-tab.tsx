'use client';
// Pending: search, type filter, select + bulk bar, inline edit, approve to memory or task, reject
// with an optional reason, lessons from logs, and the pending code changes. Items come 50 a page.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiUrl } from '@/lib/api-client';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { useToast } from '../ui/toast';
import { BRAIN, invalidate, messageOf } from './brain-client';
import { CodeChanges } from './code-changes';
import { PendingCard, type PendingItem } from './pending-card';
import { ReasonDialog } from './reason-dialog';

const TYPES = [
  ['all', 'All Types'],
  ['idea', 'Ideas'],
  ['lesson', 'Lessons'],
  ['fix', 'Fixes'],
  ['task', 'Tasks'],
] as const;

export function PendingTab({ onShowTasks, codeChanges }: { onShowTasks: () => void; codeChanges: boolean }) {
  const qc = useQueryClient();
  const { toast } = useToast();
  const [q, setQ] = useState('');
  const [type, setType] = useState<(typeof TYPES)[number][0]>('all');
  const [selected, setSelected] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const [mining, setMining] = useState(false);
  const url = apiUrl('/api/brain/pending', {
    query: { ns: 'admins', limit: 50, type: type === 'all' ? undefined : type, q: q.trim() },
  });
  const list = usePagedList<PendingItem>(url, { staleTime: 0, keepPrevious: true });
  const { error } = list;
  const items = list.items ?? [];

  const refresh = () => invalidate(qc, BRAIN.pending, BRAIN.tasks, BRAIN.memories, BRAIN.analytics);

  const approve = async (item: PendingItem, target: 'memory' | 'task') => {
    const res = await api.post(
      '/api/brain/pending/[id]/approve',
      { ns: 'admins', weight: 6, target },
      { params: { id: item.id } },
    );
    toast({
      title: '✅ Approved',
      description: res.target === 'task' ? 'Promoted to Task' : 'Promoted to Protocol Memory',
    });
    setSelected((s) => s.filter((x) => x !== item.id));
    await refresh();
    if (res.target === 'task') onShowTasks();
  };

  const reject = async (ids: string[], reason: string) => {
    setRejecting(null);
    if (ids.length === 1 && !selected.includes(ids[0])) {
      await api.post(
        '/api/brain/pending/[id]/reject',
        { ns: 'admins', reason: reason || undefined },
        { params: { id: ids[0] } },
      );
      toast({ title: '❌ Rejected' });
    } else {
      const res = await api.post('/api/brain/pending/bulk', {
        ns: 'admins',
        ids,
        action: 'reject',
        reason: reason || undefined,
      });
      toast({ title: `❌ Rejected ${res.count} item${res.count === 1 ? '' : 's'}` });
      setSelected([]);
    }
    await refresh();
  };

  const bulkApprove = async () => {
    const res = await api.post('/api/brain/pending/bulk', {
      ns: 'admins',
      ids: selected,
      action: 'approve',
    });
    toast({
      title: `✅ Approved ${res.count} item${res.count === 1 ? '' : 's'}`,
      description: res.failed.length ? `${res.failed.length} not approved: ${res.failed[0].error}` : undefined,
    });
    setSelected([]);
    await refresh();
  };

  const mineLessons = async () => {
    setMining(true);
    try {
      const res = await api.post('/api/brain/lessons/from-logs', {});
      toast({
        title: 'Lessons Generated',
        description: `${res.added} new lesson${res.added === 1 ? '' : 's'} from the logs`,
      });
      await refresh();
    } catch (err) {
      toast({
        title: 'Generation Failed',
        description: messageOf(err, 'Failed to generate lessons from logs'),
        variant: 'destructive',
      });
    } finally {
      setMining(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Search pending" value={q} onChange={(e) => setQ(e.target.value)} fullWidth />
        <TextField
          select
          label="Type"
          value={type}
          onChange={(e) => setType(TYPES.find(([v]) => v === e.target.value)?.[0] ?? 'all')}
          sx={{ minWidth: 160 }}
        >
          {TYPES.map(([v, l]) => (
            <MenuItem key={v} value={v}>
              {l}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => void mineLessons()} disabled={mining} sx={{ whiteSpace: 'nowrap' }}>
          {mining ? 'Generating…' : 'Lessons from Logs'}
        </Button>
      </Stack>
      {selected.length > 0 && (
        <Paper variant="outlined" sx={{ p: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography sx={{ flexGrow: 1 }}>{selected.length} selected</Typography>
          <Button variant="contained" color="success" onClick={() => void bulkApprove()}>
            Approve All
          </Button>
          <Button variant="outlined" color="error" onClick={() => setRejecting(selected)}>
            Reject All
          </Button>
        </Paper>
      )}
      {error && <Alert severity="error">Failed to fetch lessons</Alert>}
      {list.items && items.length === 0 && <Alert severity="info">No pending items</Alert>}
      {items.map((item) => (
        <PendingCard
          key={item.id}
          item={item}
          checked={selected.includes(item.id)}
          onCheck={(on) => setSelected((s) => (on ? [...s, item.id] : s.filter((x) => x !== item.id)))}
          onApprove={(target) => void approve(item, target)}
          onReject={() => setRejecting([item.id])}
          onSaved={() => void refresh()}
        />
      ))}
      {items.length > 0 && <LoadMore shown={items.length} {...list} />}
      {codeChanges && <CodeChanges />}
      <ReasonDialog
        open={!!rejecting}
        count={rejecting?.length ?? 0}
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => void reject(rejecting ?? [], reason)}
      />
    </Stack>
  );
}
