// /delivery-management: review queue plus every release in delivery, with its stores' progress.
import type { Metadata } from 'next';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { releasesInDelivery } from '@/lib/distribution/deliveries';
import { isLive, releaseStatusLabel } from '@/lib/distribution/releases/status';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/links';
import { ReviewQueue } from '@/components/distribution/review-queue';
import { formatUpc } from '@/lib/platform/format';
import { PageNumberLinks, pageNumber } from '@/components/ui/page-number-links';

export const metadata: Metadata = { title: 'Delivery management' };
export const dynamic = 'force-dynamic';

export default async function DeliveryManagementPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string; deliveries?: string }>;
}) {
  await requirePageAccess('admin');
  // `?page=` pages the review queue and `?deliveries=` the table (20 rows each); each keeps the other's page.
  const query = await searchParams;
  const [page, deliveriesPage] = [pageNumber.parse(query.page), pageNumber.parse(query.deliveries)];
  const at = (p: number, d: number) => `/delivery-management?page=${p}&deliveries=${d}`;
  const { items: releases, total, pageSize } = await releasesInDelivery(deliveriesPage);
  return (
    <>
      <PageHeader
        title="Delivery management"
        description="Releases waiting for review, and where each approved release stands with its stores."
      />
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Waiting for review
      </Typography>
      <ReviewQueue page={page} href={(n) => at(n, deliveriesPage)} />
      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1 }}>
        In delivery and delivered
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Deliveries by release">
          <TableHead>
            <TableRow>
              <TableCell>Release</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Acknowledged</TableCell>
              <TableCell>In flight</TableCell>
              <TableCell>Failed or rejected</TableCell>
              <TableCell>UPC</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {releases.map((r) => {
              const c = (s: string[]) => r.deliveries.filter((d) => s.includes(d.status)).length;
              return (
                <TableRow key={r.id}>
                  <TableCell>
                    <TextLink href={`/project/${r.id}`}>{r.title}</TextLink> · {r.primaryArtist}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={releaseStatusLabel(r.status, r.releaseDate)}
                      color={
                        isLive(r.status, r.releaseDate)
                          ? 'success'
                          : r.status === 'delivery_failed'
                            ? 'error'
                            : 'default'
                      }
                    />
                  </TableCell>
                  <TableCell>{c(['acknowledged'])}</TableCell>
                  <TableCell>{c(['queued', 'sending', 'delivered'])}</TableCell>
                  <TableCell>{c(['failed', 'rejected'])}</TableCell>
                  <TableCell>{r.upc ? formatUpc(r.upc) : ''}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <PageNumberLinks
        label="Delivery pages"
        page={deliveriesPage}
        pageSize={pageSize}
        shown={releases.length}
        total={total}
        href={(n) => at(page, n)}
        sx={{ mt: 1 }}
      />
    </>
  );
}
