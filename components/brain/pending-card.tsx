'use client';
// One pending item: checkbox, type and target badges (or 'No Target'), inline edit, approve/reject.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, type ApiAnswer } from '@/lib/api-client';
import { useToast } from '../ui/toast';
import { messageOf } from './brain-client';

/** One pending idea, lesson, fix or task as GET /api/brain/pending lists it. */
export type PendingItem = ApiAnswer<'/api/brain/pending'>['items'][number];
const TARGETS = ['memory', 'task'] as const;

interface Props {
  item: PendingItem;
  checked: boolean;
  onCheck: (on: boolean) => void;
  onApprove: (target: 'memory' | 'task') => void;
  onReject: () => void;
  onSaved: () => void;
}

export function PendingCard({ item, checked, onCheck, onApprove, onReject, onSaved }: Props) {
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(item.title);
  const [detail, setDetail] = useState(item.detail);
  const [target, setTarget] = useState<(typeof TARGETS)[number]>(item.target ?? 'memory');

  const save = async () => {
    try {
      await api.patch('/api/brain/pending/[id]', { ns: 'admins', title, detail, target }, { params: { id: item.id } });
      toast({ title: '✅ Updated' });
      setEditing(false);
      onSaved();
    } catch (err) {
      toast({ title: 'Error', description: messageOf(err, 'Failed to update'), variant: 'destructive' });
    }
  };

  return (
    <Card variant="outlined" data-testid="pending-item">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Checkbox
            checked={checked}
            onChange={(e) => onCheck(e.target.checked)}
            slotProps={{ input: { 'aria-label': `Select ${item.title}` } }}
          />
          <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
            {editing ? (
              <>
                <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} size="small" />
                <TextField
                  label="Details"
                  value={detail}
                  onChange={(e) => setDetail(e.target.value)}
                  multiline
                  minRows={2}
                  size="small"
                />
                <TextField
                  select
                  label="Approve To"
                  value={target}
                  onChange={(e) => setTarget(TARGETS.find((t) => t === e.target.value) ?? 'memory')}
                  size="small"
                  sx={{ maxWidth: 200 }}
                >
                  <MenuItem value="memory">Memory</MenuItem>
                  <MenuItem value="task">Task</MenuItem>
                </TextField>
                <Stack direction="row" spacing={1}>
                  <Button variant="contained" size="small" onClick={() => void save()} disabled={!title.trim()}>
                    Save
                  </Button>
                  <Button
                    size="small"
                    onClick={() => {
                      setEditing(false);
                      setTitle(item.title);
                      setDetail(item.detail);
                      setTarget(item.target ?? 'memory');
                    }}
                  >
                    Cancel
                  </Button>
                </Stack>
              </>
            ) : (
              <>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 700 }}>{item.title}</Typography>
                  <Chip size="small" label={item.type} />
                  {item.target ? (
                    <Chip size="small" variant="outlined" label={`→ ${item.target}`} />
                  ) : (
                    <Chip size="small" color="warning" label="No Target" />
                  )}
                  {item.tags.map((t) => (
                    <Chip key={t} size="small" variant="outlined" label={`#${t}`} />
                  ))}
                </Stack>
                {item.detail && (
                  <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                    {item.detail}
                  </Typography>
                )}
              </>
            )}
            {!editing && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button size="small" onClick={() => setEditing(true)}>
                  Edit
                </Button>
                <Button size="small" variant="outlined" onClick={() => onApprove('memory')}>
                  Approve → Memory
                </Button>
                <Button size="small" variant="outlined" onClick={() => onApprove('task')}>
                  Approve → Task
                </Button>
                <Button size="small" color="error" onClick={onReject}>
                  Reject
                </Button>
              </Stack>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
