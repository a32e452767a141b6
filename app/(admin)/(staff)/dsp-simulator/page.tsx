// /dsp-simulator: configure the platform's simulated store and see the messages it received.
import type { Metadata } from 'next';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { simulatorInbox } from '@/lib/distribution/simulator';
import { PageHeader } from '@/components/ui/page-header';
import { SettingsForm } from '@/components/distribution/settings-form';
import { formatDateTime, formatUpc } from '@/lib/platform/format';

export const metadata: Metadata = { title: 'DSP simulator' };
export const dynamic = 'force-dynamic';

export default async function DspSimulatorPage() {
  await requirePageAccess('admin');
  const { received, accepted, recent } = await simulatorInbox();
  return (
    <>
      <PageHeader
        title="DSP simulator"
        description="A store inside the platform at POST /api/dsp-simulator. It validates each DDEX message against the ERN schema of its namespace (4.3, as the platform sends; 4.3.2 too), refuses schema errors and releases without cover art, and can fail or time out a share of deliveries so retries can be watched in the delivery logs."
      />
      <SettingsForm
        fields={[
          { key: 'simFailurePercent', label: 'Deliveries answered with 503 (%)', type: 'number' },
          { key: 'simTimeoutPercent', label: 'Deliveries not answered in time (%)', type: 'number' },
          {
            key: 'deliveryTimeoutMs',
            label: 'Delivery timeout (ms)',
            type: 'number',
            helper: 'How long a delivery waits for a store',
          },
        ]}
      />
      <Typography component="h2" variant="h6" sx={{ mt: 4 }}>
        Received messages: {received} ({accepted} acknowledged, {received - accepted} rejected)
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Received messages">
          <TableHead>
            <TableRow>
              <TableCell>Last received (UTC)</TableCell>
              <TableCell>Release</TableCell>
              <TableCell>UPC</TableCell>
              <TableCell>Kind</TableCell>
              <TableCell>Times received</TableCell>
              <TableCell>Answer</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {recent.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{formatDateTime(m.updatedAt)}</TableCell>
                <TableCell>{m.releaseTitle}</TableCell>
                <TableCell>{m.upc ? formatUpc(m.upc) : ''}</TableCell>
                <TableCell>{m.kind}</TableCell>
                <TableCell>{m.attempts}</TableCell>
                <TableCell>
                  {m.accepted
                    ? 'acknowledged'
                    : `rejected: ${((m.errors as { message: string }[])[0]?.message ?? '').slice(0, 160)}`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
