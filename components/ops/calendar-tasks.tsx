'use client';
// /admin-calendar-tasks: the next six weeks as an agenda (welcome calls, releases, delivery and payout
// runs, personal events, tasks), the task list, and the secret calendar feed URL.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, apiUrl, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { formatDateTime, formatTime, formatWeekday } from '@/lib/platform/format';

type CalendarItem = ApiAnswer<'/api/calendar'>[number];
type Tasks = ApiAnswer<'/api/calendar/tasks'>;

const KIND: Record<CalendarItem['kind'], string> = {
  welcome_call: 'Welcome call',
  studio_booking: 'Studio booking',
  release: 'Release',
  delivery_run: 'Deliveries',
  payout_run: 'Payouts',
  service_deadline: 'Service due',
  event: 'Event',
  task: 'Task',
};

export function CalendarTasks({ team }: { team: { id: string; label: string }[] }) {
  const qc = useQueryClient();
  const items = useApi('/api/calendar', { query: { days: 42 } }, { staleTime: 0 });
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [event, setEvent] = useState({ title: '', startsAt: '', endsAt: '' });
  const [task, setTask] = useState({ title: '', dueAt: '', assigneeId: team[0]?.id ?? '' });
  const [feed, setFeed] = useState('');

  async function act(fn: () => Promise<unknown>, ok: string) {
    setMsg(null);
    try {
      await fn();
      setMsg({ ok: true, text: ok });
      await qc.invalidateQueries({ queryKey: apiKey('/api/calendar', { query: { days: 42 } }) });
      // Both task lists (their keys carry `?done=`): the bare path matched neither, so they kept the old tasks.
      const tasks = apiKey('/api/calendar/tasks')[0];
      await qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(tasks) });
      return true;
    } catch (err) {
      setMsg({ ok: false, text: errorText(err) });
      return false;
    }
  }

  if (items.isLoading) return <LoadingModule />;
  if (items.error || !items.data) return <Alert severity="error">{errorText(items.error)}</Alert>;
  const byDay = new Map<string, CalendarItem[]>();
  for (const i of items.data) byDay.set(i.start.slice(0, 10), [...(byDay.get(i.start.slice(0, 10)) ?? []), i]);
  const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

  return (
    <Stack spacing={3}>
      {msg && <Alert severity={msg.ok ? 'success' : 'error'}>{msg.text}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Next six weeks
          </Typography>
          {byDay.size === 0 && <Typography variant="body2">Nothing is planned in the next six weeks.</Typography>}
          {[...byDay].map(([day, list]) => (
            <Box key={day} sx={{ mb: 1.5 }}>
              <Typography variant="subtitle2">{formatWeekday(`${day}T12:00:00Z`)}</Typography>
              {list.map((i) => (
                <Stack key={i.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Chip size="small" label={KIND[i.kind]} />
                  <Typography
                    variant="body2"
                    sx={{ textDecoration: i.done ? 'line-through' : undefined, overflowWrap: 'anywhere' }}
                  >
                    {!i.allDay && `${formatTime(i.start)} `}
                    {i.title}
                  </Typography>
                </Stack>
              ))}
            </Box>
          ))}
        </Paper>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Add an event
            </Typography>
            <Stack spacing={1.5}>
              <TextField
                size="small"
                label="Event title"
                value={event.title}
                onChange={(e) => setEvent({ ...event, title: e.target.value })}
              />
              <TextField
                size="small"
                type="datetime-local"
                label="Starts"
                slotProps={{ inputLabel: { shrink: true } }}
                value={event.startsAt}
                onChange={(e) => setEvent({ ...event, startsAt: e.target.value })}
              />
              <TextField
                size="small"
                type="datetime-local"
                label="Ends"
                slotProps={{ inputLabel: { shrink: true } }}
                value={event.endsAt}
                onChange={(e) => setEvent({ ...event, endsAt: e.target.value })}
              />
              <Button
                variant="contained"
                onClick={async () => {
                  if (
                    await act(
                      () =>
                        api.post('/api/calendar/events', {
                          title: event.title,
                          startsAt: toIso(event.startsAt),
                          endsAt: toIso(event.endsAt),
                        }),
                      'Event added.',
                    )
                  )
                    setEvent({ title: '', startsAt: '', endsAt: '' });
                }}
              >
                Add event
              </Button>
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Calendar feed
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              Subscribe from any calendar app. Creating a new address turns the old one off.
            </Typography>
            <Button
              variant="outlined"
              onClick={() =>
                act(
                  async () => setFeed((await api.post('/api/calendar/feed', undefined)).url),
                  'New feed address created. Keep it private.',
                )
              }
            >
              Create feed address
            </Button>
            {feed && (
              <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }} data-testid="feed-url">
                {feed}
              </Typography>
            )}
          </Paper>
        </Stack>
      </Box>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Tasks
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
          <TextField
            size="small"
            label="Task"
            value={task.title}
            onChange={(e) => setTask({ ...task, title: e.target.value })}
            sx={{ flex: 2 }}
          />
          <TextField
            size="small"
            type="datetime-local"
            label="Due"
            slotProps={{ inputLabel: { shrink: true } }}
            value={task.dueAt}
            onChange={(e) => setTask({ ...task, dueAt: e.target.value })}
          />
          <TextField
            size="small"
            select
            label="Assignee"
            value={task.assigneeId}
            onChange={(e) => setTask({ ...task, assigneeId: e.target.value })}
            sx={{ minWidth: 180 }}
          >
            {team.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.label}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            onClick={async () => {
              if (
                await act(
                  () =>
                    api.post('/api/calendar/tasks', {
                      title: task.title,
                      dueAt: toIso(task.dueAt),
                      assigneeId: task.assigneeId || undefined,
                    }),
                  'Task added.',
                )
              )
                setTask({ ...task, title: '', dueAt: '' });
            }}
          >
            Add task
          </Button>
        </Stack>
        <TaskList done={false} act={act} />
        <TaskList done act={act} />
      </Paper>
    </Stack>
  );
}

/** Open tasks (soonest due first) or done ones, a page at a time; ticking one moves it to the other list. */
function TaskList({ done, act }: { done: boolean; act: (fn: () => Promise<unknown>, ok: string) => Promise<boolean> }) {
  const list = usePagedList<Tasks['items'][number], Tasks>(
    apiUrl('/api/calendar/tasks', { query: { done: done ? '1' : '0' } }),
    { staleTime: 0 },
  );
  const tasks = list.items ?? [];
  return (
    <Stack>
      <Typography component="h3" variant="subtitle1">
        {done ? 'Done' : 'To do'}
      </Typography>
      {list.error && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.items && tasks.length === 0 && (
        <Typography variant="body2">{done ? 'No task done yet.' : 'No open tasks.'}</Typography>
      )}
      {tasks.map((t) => (
        <FormControlLabel
          key={t.id}
          sx={{ display: 'flex' }}
          control={
            <Checkbox
              checked={t.done}
              onChange={(e) =>
                act(
                  () => api.patch('/api/calendar/tasks/[id]', { done: e.target.checked }, { params: { id: t.id } }),
                  e.target.checked ? 'Task done.' : 'Task open again.',
                )
              }
            />
          }
          label={`${t.title} · due ${formatDateTime(t.dueAt)} · ${t.assignee}`}
        />
      ))}
      {tasks.length > 0 && <LoadMore shown={tasks.length} {...list} />}
    </Stack>
  );
}
