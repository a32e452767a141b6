'use client';
// Tasks: Approved Tasks (max height 500px, a page of 100 at a time) with complete buttons, and the Add New Task form.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { api, apiUrl, type ApiAnswer } from '@/lib/api-client';
import { TASK_PRIORITIES, TASK_TYPES } from '@/lib/brain/schema';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { useToast } from '../ui/toast';
import { BRAIN, invalidate, messageOf } from './brain-client';

type Task = ApiAnswer<'/api/brain/tasks'>['items'][number];

const STATUS_COLOR: Record<string, 'success' | 'info' | 'error'> = {
  done: 'success',
  in_progress: 'info',
  blocked: 'error',
};
const PRIORITY_COLOR: Record<string, 'default' | 'info' | 'warning' | 'error'> = {
  low: 'default',
  medium: 'info',
  high: 'warning',
  urgent: 'error',
};

export function TasksTab() {
  const qc = useQueryClient();
  const { toast } = useToast();
  const list = usePagedList<Task>(apiUrl('/api/brain/tasks', { query: { ns: 'admins', status: 'open', limit: 100 } }), {
    staleTime: 0,
  });
  const { error } = list;
  const [taskType, setTaskType] = useState<(typeof TASK_TYPES)[number]>('feature_request');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [priority, setPriority] = useState<(typeof TASK_PRIORITIES)[number]>('medium');
  const [submitting, setSubmitting] = useState(false);

  const complete = async (t: Task) => {
    await api.post('/api/brain/tasks/[id]/complete', { ns: 'admins' }, { params: { id: t.id } });
    toast({ title: '✅ Task Completed', description: t.title });
    await invalidate(qc, BRAIN.tasks);
  };

  const create = async () => {
    setSubmitting(true);
    try {
      await api.post('/api/brain/tasks', { ns: 'admins', title, detail: description, priority, taskType });
      toast({ title: '✅ Task Created', description: title.trim() });
      setTitle('');
      setDescription('');
      setPriority('medium');
      setTaskType('feature_request');
      await invalidate(qc, BRAIN.tasks);
    } catch (err) {
      toast({ title: 'Error', description: messageOf(err, 'Failed to create task'), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  const items = list.items ?? [];
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h3">
          Approved Tasks
        </Typography>
        {error && <Alert severity="error">{messageOf(error, 'Failed to fetch tasks')}</Alert>}
        {list.items && items.length === 0 && <Typography color="text.secondary">No approved tasks yet</Typography>}
        <Stack tabIndex={0} spacing={1} sx={{ maxHeight: 500, overflowY: 'auto' }} aria-label="Approved tasks">
          {items.map((t) => (
            <Paper
              key={t.id}
              variant="outlined"
              sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}
              data-testid="task-item"
            >
              <Box sx={{ flexGrow: 1 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 700 }}>{t.title}</Typography>
                  <Chip size="small" color={PRIORITY_COLOR[t.priority] ?? 'default'} label={t.priority} />
                  <Chip
                    size="small"
                    color={STATUS_COLOR[t.status] ?? 'default'}
                    variant={STATUS_COLOR[t.status] ? 'filled' : 'outlined'}
                    label={t.status}
                  />
                </Stack>
                {t.detail && (
                  <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                    {t.detail}
                  </Typography>
                )}
              </Box>
              {t.status !== 'done' && (
                <IconButton aria-label={`Complete task: ${t.title}`} onClick={() => void complete(t)} color="success">
                  <CheckIcon />
                </IconButton>
              )}
            </Paper>
          ))}
        </Stack>
        {items.length > 0 && <LoadMore shown={items.length} {...list} />}
      </Box>
      <Stack
        spacing={2}
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
        sx={{ maxWidth: 640 }}
      >
        <Typography variant="h6" component="h3">
          Add New Task
        </Typography>
        <TextField
          select
          label="Task type"
          value={taskType}
          onChange={(e) => setTaskType(TASK_TYPES.find((t) => t === e.target.value) ?? 'feature_request')}
        >
          {TASK_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Task title" value={title} onChange={(e) => setTitle(e.target.value)} />
        <TextField
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          multiline
          minRows={3}
        />
        <TextField
          select
          label="Priority"
          value={priority}
          onChange={(e) => setPriority(TASK_PRIORITIES.find((p) => p === e.target.value) ?? 'medium')}
        >
          {TASK_PRIORITIES.map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          disabled={!title.trim() || !description.trim() || submitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add Task
        </Button>
      </Stack>
    </Stack>
  );
}
