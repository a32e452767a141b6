// /franchise-admin-dashboard: per-brand figures, the Distro80 franchise first.
import type { Metadata } from 'next';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PageHeader } from '@/components/ui/page-header';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { figuresByBrand } from '@/lib/command/admin-reports';
import { BRANDS } from '@/lib/platform/brands/brands';

export const metadata: Metadata = { title: 'Franchise dashboard' };

export default async function FranchiseAdminDashboardPage() {
  await requirePageAccess('admin');
  const rows = (await figuresByBrand()).sort((a, b) => (a.brand === 'distro80' ? -1 : b.brand === 'distro80' ? 1 : 0));
  return (
    <>
      <PageHeader
        title="Franchise Dashboard"
        description="Accounts, releases and waiting-list interest per brand; Distro80 is the franchise label platform."
      />
      <TableContainer>
        <Table aria-label="Figures by brand">
          <TableHead>
            <TableRow>
              <TableCell>Brand</TableCell>
              <TableCell align="right">Artists</TableCell>
              <TableCell align="right">Accounts</TableCell>
              <TableCell align="right">Releases</TableCell>
              <TableCell align="right">Live</TableCell>
              <TableCell align="right">Waiting list</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.brand} selected={r.brand === 'distro80'}>
                <TableCell>{BRANDS[r.brand].name}</TableCell>
                <TableCell align="right">{r.artists}</TableCell>
                <TableCell align="right">{r.accounts}</TableCell>
                <TableCell align="right">{r.releases}</TableCell>
                <TableCell align="right">{r.live}</TableCell>
                <TableCell align="right">{r.waitingList}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
