// /dsp-delivery-logs: every delivery attempt and answer, newest first, filterable by status and store.
import type { Metadata } from 'next';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { TableHeadRow } from '@/components/ui/table-head-row';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { listDeliveryLogs } from '@/lib/distribution/stats';
import { deliveriesQuerySchema } from '@/lib/distribution/schema';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/links';
import { LogFilters } from '@/components/distribution/log-filters';
import { formatDateTime } from '@/lib/platform/format';

export const metadata: Metadata = { title: 'DSP delivery logs' };
export const dynamic = 'force-dynamic';

export default async function DeliveryLogsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  await requirePageAccess('admin');
  const q = deliveriesQuerySchema.catch({ limit: 50 }).parse(await searchParams);
  const data = await listDeliveryLogs(q);
  const link = (cursor?: string) =>
    `/dsp-delivery-logs?${new URLSearchParams({ ...(q.status ? { status: q.status } : {}), ...(q.store ? { store: q.store } : {}), ...(cursor ? { cursor } : {}) })}`;
  return (
    <>
      <PageHeader
        title="DSP delivery logs"
        description="Each attempt to send a DDEX message to a store and what the store answered."
      />
      <LogFilters status={q.status ?? ''} store={q.store ?? ''} />
      <TableContainer>
        <Table size="small" aria-label="Delivery logs">
          <TableHeadRow columns={['Time (UTC)', 'Release', 'Store', 'Message', 'Event', 'Attempt', 'HTTP', 'Detail']} />
          <TableBody>
            {data.items.map((l) => (
              <TableRow key={l.id}>
                <TableCell>{formatDateTime(l.createdAt)}</TableCell>
                <TableCell>
                  <TextLink href={`/project/${l.delivery.release.id}`}>{l.delivery.release.title}</TextLink>
                </TableCell>
                <TableCell>{l.delivery.store.name}</TableCell>
                <TableCell>{l.delivery.kind}</TableCell>
                <TableCell>{l.event}</TableCell>
                <TableCell>{l.attempt || ''}</TableCell>
                <TableCell>{l.httpStatus ?? ''}</TableCell>
                <TableCell>
                  {l.message}
                  {l.durationMs != null ? ` (${l.durationMs} ms)` : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data.items.length === 0 && <Typography sx={{ my: 2 }}>No delivery has been logged yet.</Typography>}
      <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
        {q.cursor && <TextLink href={link()}>Newest</TextLink>}
        <Typography variant="body2">{data.total} log lines</Typography>
        {data.nextCursor && <TextLink href={link(data.nextCursor)}>Older</TextLink>}
      </Box>
    </>
  );
}
