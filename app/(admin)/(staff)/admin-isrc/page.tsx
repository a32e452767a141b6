// /admin-isrc: the ISRC registrant and UPC prefix codes are issued from, the counters, recent codes.
import type { Metadata } from 'next';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { codesOverview } from '@/lib/distribution/codes-overview';
import { formatCount, formatIsrc, formatUpc } from '@/lib/platform/format';
import { PageHeader } from '@/components/ui/page-header';
import { SettingsForm } from '@/components/distribution/settings-form';

export const metadata: Metadata = { title: 'ISRC and UPC codes' };
export const dynamic = 'force-dynamic';

export default async function AdminIsrcPage() {
  await requirePageAccess('admin');
  const { sequences, recent } = await codesOverview();
  const nearlyFull = sequences.filter((q) => q.nearlyFull);
  return (
    <>
      <PageHeader
        title="ISRC and UPC codes"
        description="Codes are issued from these settings when a release is approved or an artist requests one. Each year's ISRC sequence has no gaps and never repeats."
      />
      <SettingsForm
        fields={[
          {
            key: 'isrcRegistrant',
            label: 'ISRC country + registrant code',
            helper: 'e.g. USMMS (country US, registrant MMS)',
          },
          { key: 'upcPrefix', label: 'GS1 company prefix' },
          {
            key: 'barcodeType',
            label: 'Barcode type',
            options: [
              ['upc_a', 'UPC-A (12 digits)'],
              ['ean_13', 'EAN-13 (13 digits)'],
            ],
          },
          { key: 'senderPartyId', label: 'DDEX party id (sender)' },
          { key: 'senderName', label: 'Sender name in DDEX messages' },
        ]}
      />
      {nearlyFull.map((q) => (
        <Alert key={q.key} severity="warning" sx={{ mt: 3 }}>
          {q.label} has used {q.usedPercent}% of its range ({formatCount(q.issued)} of {formatCount(q.capacity)}
          ). Order a new {q.key.startsWith('isrc') ? 'registrant code' : 'GS1 company prefix'} before it runs out.
        </Alert>
      ))}
      <Typography component="h2" variant="h6" sx={{ mt: 4 }}>
        Counters
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Code counters">
          <TableHead>
            <TableRow>
              <TableCell>Sequence</TableCell>
              <TableCell>Last number issued</TableCell>
              <TableCell>Range used</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sequences.map((q) => (
              <TableRow key={q.key}>
                <TableCell>{q.label}</TableCell>
                <TableCell>{formatCount(q.issued)}</TableCell>
                <TableCell>
                  {q.usedPercent}% of {formatCount(q.capacity)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography component="h2" variant="h6" sx={{ mt: 4 }}>
        Recent ISRCs
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Recent ISRCs">
          <TableBody>
            {recent.map((t) => (
              <TableRow key={t.id}>
                <TableCell>{formatIsrc(t.isrc!)}</TableCell>
                <TableCell>{t.title}</TableCell>
                <TableCell>{t.release.title}</TableCell>
                <TableCell>{t.release.upc ? formatUpc(t.release.upc) : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
