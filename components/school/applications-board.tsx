'use client';
// Admins work applications, newest first a page at a time: filters by status, program and priority; Accept /
// Review / Reject (persisted, recorded, emailed) with the 'Status Updated' toast; priority and assignee.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import { TableHeadRow } from '@/components/ui/table-head-row';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiUrl, errorText, useApi, type ApiAnswer, type ApiBody, type ApiQuery } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';
import { LoadingModule } from '@/components/ui/loading-module';
import { LoadMore, usePagedList } from '@/components/ui/paged-list';
import { PROGRAM_KEYS, PROGRAMS, programName } from '@/lib/school/programs';
import { formatDate } from '@/lib/platform/format';

type ApplicationsPage = ApiAnswer<'/api/school/applications'>;
type App = ApplicationsPage['items'][number];
type Status = App['status'];
type Query = ApiQuery<'/api/school/applications'>;
/** The filter selects: a value of the list's query, or '' for all. */
type Filters = { [K in 'status' | 'program' | 'priority']: NonNullable<Query[K]> | '' };

const STATUS_LABEL: Record<Status, string> = {
  pending: 'Pending',
  under_review: 'Under review',
  accepted: 'Accepted',
  rejected: 'Rejected',
};
const STATUS_COLOR: Record<Status, 'default' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  under_review: 'info',
  accepted: 'success',
  rejected: 'error',
};

export function ApplicationsBoard({ assignedToMe = false }: { assignedToMe?: boolean }) {
  const { toast } = useToast();
  const qc = useQueryClient();
  const [filters, setFilters] = useState<Filters>({ status: '', program: '', priority: '' });
  const url = apiUrl('/api/school/applications', {
    query: {
      status: filters.status || undefined,
      program: filters.program || undefined,
      priority: filters.priority || undefined,
      assigned: assignedToMe ? 'me' : undefined,
    },
  });
  const list = usePagedList<App, ApplicationsPage>(url, { staleTime: 0, keepPrevious: true });
  const { first: data, items, total, error, isLoading } = list;
  const admins = useApi('/api/school/admins');

  // Every filtered list (each is its own query key), and the applications' details.
  const invalidateLists = () =>
    qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(apiUrl('/api/school/applications')) });

  async function decide(app: App, status: Status) {
    try {
      const res = await api.post('/api/school/applications/[id]/status', { status }, { params: { id: app.id } });
      toast({ title: 'Status Updated', description: `${app.applicantName}: ${STATUS_LABEL[status]}. ${res.message}` });
    } catch (err) {
      toast({ title: 'Error', description: errorText(err), variant: 'destructive' });
    }
    await invalidateLists();
  }

  async function update(app: App, data: ApiBody<'/api/school/applications/[id]', 'PATCH'>) {
    try {
      await api.patch('/api/school/applications/[id]', data, { params: { id: app.id } });
      toast({ title: 'Application updated', description: app.applicantName });
    } catch (err) {
      toast({ title: 'Error', description: errorText(err), variant: 'destructive' });
    }
    await invalidateLists();
  }

  const select = (label: string, key: keyof typeof filters, options: [string, string][]) => (
    <TextField
      select
      size="small"
      label={label}
      value={filters[key]}
      onChange={(e) => setFilters({ ...filters, [key]: e.target.value })}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">All</MenuItem>
      {options.map(([v, l]) => (
        <MenuItem key={v} value={v}>
          {l}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {select('Status', 'status', Object.entries(STATUS_LABEL))}
        {select(
          'Program',
          'program',
          PROGRAM_KEYS.map((k) => [k, PROGRAMS[k].name]),
        )}
        {select('Priority', 'priority', [
          ['high', 'High'],
          ['medium', 'Medium'],
          ['low', 'Low'],
        ])}
      </Stack>
      {data && (
        <Typography color="text.secondary">
          {total} application{total === 1 ? '' : 's'}
          {data.filteredToMine ? ' assigned to you' : ''} ·{' '}
          {Object.entries(STATUS_LABEL)
            .map(([k, l]) => `${l}: ${data.byStatus[k] ?? 0}`)
            .join(' · ')}
        </Typography>
      )}
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {isLoading && <LoadingModule />}
      {items && items.length === 0 && <Alert severity="info">No applications match these filters.</Alert>}
      {items && items.length > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-label="Applications">
              <TableHeadRow
                columns={['Applicant', 'Program', 'Status', 'Priority', 'Assigned to', 'Submitted', 'Actions']}
              />
              <TableBody>
                {items.map((a) => (
                  <TableRow key={a.id} data-testid={`application-${a.email}`}>
                    <TableCell>
                      <Typography sx={{ fontWeight: 600 }}>{a.applicantName}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {a.artistName} · {a.email} · {a.phone}
                      </Typography>
                    </TableCell>
                    <TableCell>{programName(a.program)}</TableCell>
                    <TableCell>
                      <Chip size="small" label={STATUS_LABEL[a.status]} color={STATUS_COLOR[a.status]} />
                      {a.reviewedBy && (
                        <Typography variant="caption" component="div" color="text.secondary">
                          by {a.reviewedBy.name}
                        </Typography>
                      )}
                      {a.contract && (
                        <Typography variant="caption" component="div" color="success.main">
                          Contract signed
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <TextField
                        select
                        size="small"
                        value={a.priority}
                        onChange={(e) => update(a, { priority: (e.target.value as Filters['priority']) || undefined })}
                        slotProps={{ htmlInput: { 'aria-label': `Priority of ${a.applicantName}` } }}
                      >
                        <MenuItem value="high">High</MenuItem>
                        <MenuItem value="medium">Medium</MenuItem>
                        <MenuItem value="low">Low</MenuItem>
                      </TextField>
                    </TableCell>
                    <TableCell>
                      <TextField
                        select
                        size="small"
                        value={a.assignedTo?.id ?? ''}
                        onChange={(e) => update(a, { assignedToId: e.target.value || null })}
                        sx={{ minWidth: 150 }}
                        slotProps={{ htmlInput: { 'aria-label': `Assignee of ${a.applicantName}` } }}
                      >
                        <MenuItem value="">Nobody</MenuItem>
                        {(admins.data ?? []).map((u) => (
                          <MenuItem key={u.id} value={u.id}>
                            {u.name}
                            {u.adminId ? ` (${u.adminId})` : ''}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                    <TableCell>{formatDate(a.submittedAt)}</TableCell>
                    <TableCell>
                      {a.contract ? (
                        a.studentId ? (
                          <Button size="small" href={`/student-crm/${a.studentId}`}>
                            Student record
                          </Button>
                        ) : null
                      ) : (
                        <Stack direction="row" spacing={1}>
                          <Button
                            size="small"
                            variant="contained"
                            color="success"
                            disabled={a.status === 'accepted'}
                            onClick={() => decide(a, 'accepted')}
                          >
                            Accept
                          </Button>
                          <Button
                            size="small"
                            variant="outlined"
                            disabled={a.status === 'under_review'}
                            onClick={() => decide(a, 'under_review')}
                          >
                            Review
                          </Button>
                          <Button
                            size="small"
                            variant="outlined"
                            color="error"
                            disabled={a.status === 'rejected'}
                            onClick={() => decide(a, 'rejected')}
                          >
                            Reject
                          </Button>
                        </Stack>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <LoadMore shown={items.length} {...list} />
        </>
      )}
    </Stack>
  );
}
