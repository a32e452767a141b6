// /iswc-timing-info: when ISWCs are assigned, and where each of the artist's works stands.
import type { Metadata } from 'next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import { ShowingWithNextPage } from '@/components/ui/next-page-link';
import { TableHeadRow } from '@/components/ui/table-head-row';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { listWorkStatus } from '@/lib/rights/overview';
import { pageQuery } from '@/lib/platform/paging';
import { statusLabel } from '@/components/rights/labels';

export const metadata: Metadata = { title: 'ISWC timing' };

export default async function IswcTimingPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  const user = await requirePageAccess('artist');
  const parsed = pageQuery.safeParse(await searchParams);
  const page = await listWorkStatus(user, parsed.success ? parsed.data : pageQuery.parse({}));
  const works = page.items;
  return (
    <>
      <PageHeader
        title="ISWC and registration status"
        description="An ISWC is the international number of a song (the composition), like an ISRC is for a recording."
      />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography component="h2" variant="h6" gutterBottom>
            When does a song get its ISWC?
          </Typography>
          <Typography sx={{ mb: 2 }}>
            ISWCs are not bought or requested one by one: a society assigns one when it accepts the first registration
            of the song with complete writer information (names, IPI numbers, shares adding up to 100%). We send the
            registration once every writer has signed the split sheet.
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Societies usually acknowledge a registration within a few days and assign the ISWC within 2 to 8 weeks. If a
            registration has waited more than 30 days without an answer, our publishing team follows it up.
          </Typography>
          <Typography>
            A conflict means another registration of the same song claims different shares: we contact you and the other
            party to settle it.
          </Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <Typography component="h2" variant="h6" sx={{ px: 1 }}>
            Your works
          </Typography>
          <TableContainer>
            <Table size="small" aria-label="Registration status of your works">
              <TableHeadRow columns={['Work', 'ISWC', 'Split sheet', 'Registrations']} />
              <TableBody>
                {works.map((w) => (
                  <TableRow key={w.id}>
                    <TableCell>{w.title}</TableCell>
                    <TableCell>{w.iswc ?? 'not assigned yet'}</TableCell>
                    <TableCell>{statusLabel(w.splitStatus)}</TableCell>
                    <TableCell>
                      {w.registrations.length
                        ? w.registrations
                            .map(
                              (r) =>
                                `${r.target.replace('CWR:', '')}: ${statusLabel(r.status)}${r.rejectionReason ? ` (${r.rejectionReason})` : ''}`,
                            )
                            .join('; ')
                        : 'not sent yet'}
                    </TableCell>
                  </TableRow>
                ))}
                {works.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4}>You have not added any works yet.</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          {page.total > 0 && (
            <ShowingWithNextPage shown={works.length} total={page.total} nextCursor={page.nextCursor} sx={{ mt: 1 }} />
          )}
        </Paper>
      </Stack>
    </>
  );
}
