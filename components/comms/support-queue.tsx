'use client';
// /admin-customer-service: the staff queue — filters, search over subjects and messages, SLA state with
// overdue highlighted, bulk status, and response-time figures.
import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
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
import Link from 'next/link';
import { api, apiKey, apiUrl, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import type { ticketQueueList } from '@/lib/comms/contract';
import type { QueryOf } from '@/lib/platform/http/contract';
import { TICKET_CATEGORIES, TICKET_STATUS_LABEL } from '@/lib/comms/support/sla';
import { LoadingModule } from '@/components/ui/loading-module';
import { LoadMore, usePagedList } from '@/components/ui/paged-list';
import { SlaChip } from './sla-chip';

/** The queue's filters: the selects offer only the schema's values ('' for none, left out of the URL). */
type QueueFilter = QueryOf<typeof ticketQueueList>;
type TicketStatus = keyof typeof TICKET_STATUS_LABEL;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Paper>
  );
}

export function SupportQueue({ compact = false }: { compact?: boolean }) {
  const qc = useQueryClient();
  const [status, setStatus] = useState('active');
  const [category, setCategory] = useState('');
  const [assignee, setAssignee] = useState('');
  const [overdue, setOverdue] = useState(false);
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [bulk, setBulk] = useState<TicketStatus>('resolved');
  const filter = {
    status,
    limit: compact ? 20 : 100,
    category,
    assignee,
    overdue: overdue ? '1' : undefined,
    q: search,
  } as QueueFilter;
  const list = usePagedList<ApiAnswer<'/api/support/queue'>['items'][number]>(
    apiUrl('/api/support/queue', { query: filter }),
    { staleTime: 10_000 },
  );
  const { isLoading, error } = list;
  const data = list.items ? { items: list.items } : undefined;
  const { data: stats } = useApi('/api/support/stats', {}, { enabled: !compact });
  const apply = useMutation({
    mutationFn: () => api.post('/api/support/tickets/bulk', { ids: selected, status: bulk }),
    onSuccess: () => {
      setSelected([]);
      qc.invalidateQueries({ queryKey: apiKey('/api/support/queue', { query: filter }) });
      qc.invalidateQueries({ queryKey: apiKey('/api/support/stats') });
    },
  });
  const hours = (h: number | null) => (h == null ? '—' : `${h} h`);
  return (
    <Stack spacing={2}>
      {stats && (
        <Grid container spacing={2} component="section" aria-label="Response times">
          <Grid size={{ xs: 6, md: 2 }}>
            <Figure label="Open" value={String(stats.open)} />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Figure label="Overdue" value={String(stats.overdue)} />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Figure label="Median first reply" value={hours(stats.medianFirstResponseHours)} />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Figure label="Median resolution" value={hours(stats.medianResolutionHours)} />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Figure
              label="First reply within SLA"
              value={stats.firstResponseWithinSlaPercent == null ? '—' : `${stats.firstResponseWithinSlaPercent}%`}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Figure
              label={`Rating (${stats.ratings})`}
              value={stats.averageRating == null ? '—' : `${stats.averageRating} / 5`}
            />
          </Grid>
        </Grid>
      )}
      {!compact && (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            setSearch(q.trim());
          }}
        >
          <TextField
            size="small"
            label="Search subjects and messages"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            sx={{ minWidth: 240 }}
          />
          <FilterSelect label="Status" value={status} onChange={setStatus} minWidth={160}>
            <MenuItem value="active">Active</MenuItem>
            {Object.entries(TICKET_STATUS_LABEL).map(([k, l]) => (
              <MenuItem key={k} value={k}>
                {l}
              </MenuItem>
            ))}
          </FilterSelect>
          <FilterSelect label="Category" value={category} onChange={setCategory} minWidth={160}>
            <MenuItem value="">All</MenuItem>
            {Object.entries(TICKET_CATEGORIES).map(([k, l]) => (
              <MenuItem key={k} value={k}>
                {l}
              </MenuItem>
            ))}
          </FilterSelect>
          <FilterSelect label="Assigned" value={assignee} onChange={setAssignee} minWidth={140}>
            <MenuItem value="">Anyone</MenuItem>
            <MenuItem value="me">Me</MenuItem>
            <MenuItem value="none">Nobody</MenuItem>
          </FilterSelect>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Checkbox
              checked={overdue}
              onChange={(e) => setOverdue(e.target.checked)}
              slotProps={{ input: { 'aria-label': 'Overdue only' } }}
            />
            <Typography variant="body2">Overdue only</Typography>
          </Stack>
          <Button type="submit" variant="outlined">
            Search
          </Button>
        </Stack>
      )}
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {isLoading && <LoadingModule />}
      {data && data.items.length === 0 && <Alert severity="info">No tickets match.</Alert>}
      {data && data.items.length > 0 && (
        <Paper tabIndex={0} variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Ticket queue">
            <TableHead>
              <TableRow>
                {!compact && <TableCell padding="checkbox" />}
                <TableCell>Ticket</TableCell>
                <TableCell>From</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Priority</TableCell>
                <TableCell>SLA</TableCell>
                <TableCell>Assigned</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((t) => (
                <TableRow
                  key={t.id}
                  sx={t.sla.overdue ? { bgcolor: 'rgba(244, 67, 54, 0.12)' } : undefined}
                  data-overdue={t.sla.overdue ? 'true' : 'false'}
                >
                  {!compact && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.includes(t.id)}
                        onChange={(e) =>
                          setSelected(e.target.checked ? [...selected, t.id] : selected.filter((x) => x !== t.id))
                        }
                        slotProps={{ input: { 'aria-label': `Select ticket ${t.number}` } }}
                      />
                    </TableCell>
                  )}
                  <TableCell sx={{ minWidth: 200 }}>
                    {/* The row's text colour (underlined): an overdue row is tinted red, where the link colour failed axe's contrast check. */}
                    <Link href={`/support-ticket/${t.id}`} style={{ color: 'inherit' }}>
                      #{t.number} {t.subject}
                    </Link>
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {TICKET_CATEGORIES[t.category]}
                    </Typography>
                  </TableCell>
                  <TableCell>{t.requester.name}</TableCell>
                  <TableCell>{TICKET_STATUS_LABEL[t.status]}</TableCell>
                  <TableCell>{t.priority}</TableCell>
                  <TableCell>
                    <SlaChip sla={t.sla} />
                  </TableCell>
                  <TableCell>{t.assignee?.name ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {data && data.items.length > 0 && <LoadMore shown={data.items.length} {...list} />}
      {!compact && selected.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>{selected.length} selected: set status to</Typography>
          <TextField
            select
            size="small"
            value={bulk}
            onChange={(e) => setBulk(e.target.value as TicketStatus)}
            aria-label="New status"
          >
            {Object.entries(TICKET_STATUS_LABEL).map(([k, l]) => (
              <MenuItem key={k} value={k}>
                {l}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={() => apply.mutate()} disabled={apply.isPending}>
            Apply
          </Button>
          {apply.error && <Alert severity="error">{errorText(apply.error)}</Alert>}
        </Stack>
      )}
    </Stack>
  );
}

/** One of the queue's filter menus; the choices are its children. */
function FilterSelect({
  label,
  value,
  onChange,
  minWidth,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth }}
    >
      {children}
    </TextField>
  );
}
